// One ledger table drawn from core's columns and rows (the widget draws the same ones): amounts on the
// right, dates on one line, a Total line, and labelled blocks on phones.
import type {LedgerColumn, LedgerRow} from '../../../core/contributions/index.ts';
import {CONTRIBUTIONS_WORDS} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {amountCell, amountHeading, dateCell, emptyCell} from './ledger-styles.ts';

export type LedgerTableProps = {
  caption: string;
  columns: readonly LedgerColumn[];
  rows: readonly LedgerRow[];
  empty: string;
  total: string;
};

const cellClass = (column: LedgerColumn) =>
  column.kind === 'amount' ? amountCell() : column.kind === 'date' ? dateCell() : undefined;

export function LedgerTable({caption, columns, rows, empty, total}: LedgerTableProps) {
  const t = pageTranslator(contributionsBook);
  const amountAt = columns.findIndex((column) => column.kind === 'amount');
  return (
    <Table
      caption={caption}
      columns={columns.map((column) =>
        column.kind === 'amount' ? (
          <span key={column.label} className={amountHeading()}>
            {t(column.label)}
          </span>
        ) : (
          t(column.label)
        ),
      )}
      footer={
        <tr>
          <th scope="row" colSpan={amountAt}>
            {t(CONTRIBUTIONS_WORDS.total)}
          </th>
          <td className={amountCell()}>{total}</td>
          {columns.length > amountAt + 1 && <td />}
        </tr>
      }
    >
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className={emptyCell()}>
            {empty}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((text, index) => (
              <StackedCell
                key={columns[index]!.label}
                label={t(columns[index]!.label)}
                className={cellClass(columns[index]!)}
              >
                {text}
              </StackedCell>
            ))}
          </tr>
        ))
      )}
    </Table>
  );
}
