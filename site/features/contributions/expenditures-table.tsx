// Expenditures of one project: No., Expenses Item, Date, Amount, Purpose / Detail, and the Total.
import type {Expenditure} from '../../../core/data/index.ts';
import {formatCents, formatMoney, formatUsDate} from '../../../core/format/index.ts';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {amountCell, amountHeading, dateCell, emptyCell} from './ledger-styles.ts';

export type ExpendituresTableProps = {
  projectTitle: string;
  rows: readonly Expenditure[];
  totalCents: number;
};

export function ExpendituresTable({projectTitle, rows, totalCents}: ExpendituresTableProps) {
  return (
    <Table
      caption={`Expenditures of ${projectTitle}`}
      columns={[
        'No.',
        'Expenses Item',
        'Date',
        <span key="amount" className={amountHeading()}>
          Amount
        </span>,
        'Purpose / Detail',
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className={amountCell()}>{formatCents(totalCents)}</td>
          <td />
        </tr>
      }
    >
      {rows.length === 0 ? (
        <tr>
          <td colSpan={5} className={emptyCell()}>
            No expenses are recorded for this project yet.
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={row._id ?? index}>
            <StackedCell label="No.">{index + 1}</StackedCell>
            <StackedCell label="Expenses Item">{row.item}</StackedCell>
            <StackedCell label="Date" className={dateCell()}>
              {formatUsDate(row.date)}
            </StackedCell>
            <StackedCell label="Amount" className={amountCell()}>
              {formatMoney(row.amount)}
            </StackedCell>
            <StackedCell label="Purpose / Detail">{row.detail}</StackedCell>
          </tr>
        ))
      )}
    </Table>
  );
}
