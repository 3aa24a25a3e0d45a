// The widgets' data table: core's columns and rows, drawn with the same markup as the site's tables, so
// core's stacked layout (stackedTableCss) turns each row into a labelled block on a narrow element.
import type {ComponentChildren} from 'preact';
import type {LedgerColumn, LedgerRow} from '../../core/contributions/index.ts';
import {useT} from './language.ts';

type Props = {
  caption: string;
  captionHidden?: boolean;
  columns: readonly LedgerColumn[];
  rows: readonly LedgerRow[];
  /** Shown in one cell across the table when there are no rows. */
  empty: string;
  /** The Total line's amount, under the amount column. */
  total?: {label: string; amount: string};
  /** Replaces a cell's text, e.g. with a link (by column index). */
  renderCell?: (column: number, text: string, row: number) => ComponentChildren;
};

/**
 * A real <table>; each body cell carries its column's label, shown only when the table is stacked. The
 * columns' labels are core's English, translated here.
 */
export function DataTable({caption, captionHidden, columns, rows, empty, total, renderCell}: Props) {
  const t = useT();
  const amountAt = columns.findIndex((column) => column.kind === 'amount');
  return (
    <table class="stack" part="table">
      <caption class={captionHidden ? 'sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" class={column.kind}>
              {t(column.label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row, rowIndex) => (
            <tr key={row.key}>
              {row.cells.map((text, index) => (
                <td key={columns[index]!.label} class={columns[index]!.kind}>
                  <span aria-hidden="true" data-cell-label="">
                    {t(columns[index]!.label)}
                  </span>
                  <span>{renderCell ? renderCell(index, text, rowIndex) : text}</span>
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
      {total ? (
        <tfoot>
          <tr>
            <th scope="row" colSpan={amountAt}>
              {total.label}
            </th>
            <td class="amount">{total.amount}</td>
            {columns.length > amountAt + 1 ? <td /> : null}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
