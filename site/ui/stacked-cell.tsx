// A body cell of a data table (site/ui/table.tsx): on phones it shows its column's label before the
// value (the layout rule is core/design/table-layout.ts). The label is aria-hidden, so screen readers hear
// the column header as usual and never the label twice.
import type {ReactNode} from 'react';

/**
 * A body cell that shows `label` before its value when the table is stacked on a phone; `wide` puts the
 * label above instead, so a long value (a list of changes) has the row's full width.
 */
export function StackedCell({
  label,
  className,
  wide,
  children,
}: {
  label: string;
  className?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <td className={className} data-cell-wide={wide ? '' : undefined}>
      <span aria-hidden="true" data-cell-label="">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}
