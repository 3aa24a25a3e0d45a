// Contributors of one project: No., Contributor, Date, Contribution Amount, and the Total (core's columns).
import {contributorColumns, contributorRows, contributorsCaption} from '../../../core/contributions/index.ts';
import type {Contributor} from '../../../core/data/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ContributorsTableProps = {
  projectTitle: string;
  rows: readonly Contributor[];
  totalCents: number;
};

export function ContributorsTable({projectTitle, rows, totalCents}: ContributorsTableProps) {
  const words = pageWords(contributionsBook);
  return (
    <LedgerTable
      caption={contributorsCaption(projectTitle, words)}
      columns={contributorColumns(words)}
      rows={contributorRows(rows, words.language)}
      empty={words('noContributions')}
      total={formatCents(totalCents)}
    />
  );
}
