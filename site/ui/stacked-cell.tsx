// Phone layout of a data table (Table's `stackOnPhones`): under 600 px each body row is a block of
// "label  value" lines, so nothing scrolls sideways. It stays a real <table>: the header row is only
// hidden visually, and each cell's visible label is aria-hidden, so screen readers hear the column
// headers as usual and never the label twice.
import type {ReactNode} from 'react';
import {colors} from './theme.ts';

const STACK_BELOW = '@media (max-width: 599.98px)';

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

/** The CSS, nested under the table's class, that hides the labels on wide screens and stacks phones. */
export function stackedTableStyles(): string {
  return `
    & [data-cell-label] { display: none; }
    ${STACK_BELOW} {
      & thead th { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      & tbody, & tbody tr, & tbody td { display: block; }
      & tbody tr { padding: 10px 14px; border-bottom: 1px solid ${colors.border}; }
      & tbody td {
        display: grid; grid-template-columns: minmax(7rem, 40%) 1fr; gap: 12px; padding: 4px 0;
        border-bottom: none; text-align: left !important; white-space: normal;
      }
      & tbody td[colspan] { display: block; }
      & [data-cell-label] { display: block; font-weight: 700; color: ${colors.greenDark}; }
      & tfoot tr { display: flex; justify-content: space-between; gap: 12px; background: ${colors.greenSoft}; }
      & tfoot th, & tfoot td { display: block; }
      & tfoot td:empty { display: none; }
    }
  `;
}
