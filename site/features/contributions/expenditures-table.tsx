// Expenditures of one project: No., Expenses Item, Date, Amount, Purpose / Detail, and the Total (core's
// columns).
import {expenditureColumns, expenditureRows, expendituresCaption} from '../../../core/contributions/index.ts';
import type {Expenditure} from '../../../core/data/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ExpendituresTableProps = {
  projectTitle: string;
  rows: readonly Expenditure[];
  totalCents: number;
};

export function ExpendituresTable({projectTitle, rows, totalCents}: ExpendituresTableProps) {
  const words = pageWords(contributionsBook);
  return (
    <LedgerTable
      caption={expendituresCaption(projectTitle, words)}
      columns={expenditureColumns(words)}
      rows={expenditureRows(rows, words.language)}
      empty={words('noExpenditures')}
      total={formatCents(totalCents)}
    />
  );
}
