// Expenditures of one project: No., Expenses Item, Date, Amount, Purpose / Detail, and the Total (core's
// columns).
import {
  EXPENDITURE_COLUMNS,
  expenditureRows,
  expendituresCaption,
  LEDGER_WORDS,
} from '../../../core/contributions/index.ts';
import type {Expenditure} from '../../../core/data/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ExpendituresTableProps = {
  projectTitle: string;
  rows: readonly Expenditure[];
  totalCents: number;
};

export function ExpendituresTable({projectTitle, rows, totalCents}: ExpendituresTableProps) {
  return (
    <LedgerTable
      caption={expendituresCaption(projectTitle)}
      columns={EXPENDITURE_COLUMNS}
      rows={expenditureRows(rows)}
      empty={LEDGER_WORDS.noExpenditures}
      total={formatCents(totalCents)}
    />
  );
}
