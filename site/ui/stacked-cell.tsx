// A body cell of a data table (site/ui/table.tsx): on phones it shows its column's label before the
// value (the layout rule is core/data/table-layout.ts). The label is aria-hidden, so screen readers hear
// the column header as usual and never the label twice.
import type {ReactNode} from 'react';

/** A body cell that shows `label` before its value when the table is stacked on a phone. */
export function StackedCell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={className}>
      <span aria-hidden="true" data-cell-label="">
        {label}
      </span>
      <span>{children}</span>
    </td>
  );
}
