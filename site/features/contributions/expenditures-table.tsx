// Expenditures of one project: No., Expenses Item, Date, Amount, Purpose / Detail, and the Total (core's
// columns).

import type {Expenditure} from '../../../core/content/index.ts';
import {
  CONTRIBUTIONS_WORDS,
  EXPENDITURE_COLUMNS,
  expenditureRows,
  expendituresCaption,
} from '../../../core/contributions/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageTranslator} from '../../lib/page-language.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ExpendituresTableProps = {
  projectTitle: string;
  rows: readonly Expenditure[];
  totalCents: number;
};

export function ExpendituresTable({projectTitle, rows, totalCents}: ExpendituresTableProps) {
  const t = pageTranslator(contributionsBook);
  return (
    <LedgerTable
      caption={expendituresCaption(projectTitle, t)}
      columns={EXPENDITURE_COLUMNS}
      rows={expenditureRows(rows, pageLanguageCode())}
      empty={t(CONTRIBUTIONS_WORDS.noExpenditures)}
      total={formatCents(totalCents)}
    />
  );
}
