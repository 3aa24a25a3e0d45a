// Contributors of one project: No., Contributor, Date, Contribution Amount, and the Total (core's columns).

import type {Contributor} from '../../../core/content/index.ts';
import {
  CONTRIBUTIONS_WORDS,
  CONTRIBUTOR_COLUMNS,
  contributorRows,
  contributorsCaption,
} from '../../../core/contributions/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageTranslator} from '../../lib/page-language.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ContributorsTableProps = {
  projectTitle: string;
  rows: readonly Contributor[];
  totalCents: number;
};

export function ContributorsTable({projectTitle, rows, totalCents}: ContributorsTableProps) {
  const t = pageTranslator(contributionsBook);
  return (
    <LedgerTable
      caption={contributorsCaption(projectTitle, t)}
      columns={CONTRIBUTOR_COLUMNS}
      rows={contributorRows(rows, pageLanguageCode())}
      empty={t(CONTRIBUTIONS_WORDS.noContributions)}
      total={formatCents(totalCents)}
    />
  );
}
