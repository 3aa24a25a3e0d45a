// Contributors of one project: No., Contributor, Date, Contribution Amount, and the Total.
import type {Contributor} from '../../../core/data/index.ts';
import {formatCents, formatMoney, formatUsDate} from '../../../core/format/index.ts';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {amountCell, amountHeading, dateCell, emptyCell} from './ledger-styles.ts';

export type ContributorsTableProps = {
  projectTitle: string;
  rows: readonly Contributor[];
  totalCents: number;
};

export function ContributorsTable({projectTitle, rows, totalCents}: ContributorsTableProps) {
  return (
    <Table
      caption={`Contributors to ${projectTitle}`}
      columns={[
        'No.',
        'Contributor',
        'Date',
        <span key="amount" className={amountHeading()}>
          Contribution Amount
        </span>,
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td className={amountCell()}>{formatCents(totalCents)}</td>
        </tr>
      }
    >
      {rows.length === 0 ? (
        <tr>
          <td colSpan={4} className={emptyCell()}>
            No contributions are recorded for this project yet.
          </td>
        </tr>
      ) : (
        rows.map((row, index) => (
          <tr key={row._id ?? index}>
            <StackedCell label="No.">{index + 1}</StackedCell>
            <StackedCell label="Contributor">{row.name}</StackedCell>
            <StackedCell label="Date" className={dateCell()}>
              {formatUsDate(row.date)}
            </StackedCell>
            <StackedCell label="Contribution Amount" className={amountCell()}>
              {formatMoney(row.amount)}
            </StackedCell>
          </tr>
        ))
      )}
    </Table>
  );
}
