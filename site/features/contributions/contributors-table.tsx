// Contributors of one project: No., Contributor, Date, Contribution Amount, and the Total (core's columns).
import {
  CONTRIBUTOR_COLUMNS,
  contributorRows,
  contributorsCaption,
  LEDGER_WORDS,
} from '../../../core/contributions/index.ts';
import type {Contributor} from '../../../core/data/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {LedgerTable} from './ledger-table.tsx';

export type ContributorsTableProps = {
  projectTitle: string;
  rows: readonly Contributor[];
  totalCents: number;
};

export function ContributorsTable({projectTitle, rows, totalCents}: ContributorsTableProps) {
  return (
    <LedgerTable
      caption={contributorsCaption(projectTitle)}
      columns={CONTRIBUTOR_COLUMNS}
      rows={contributorRows(rows)}
      empty={LEDGER_WORDS.noContributions}
      total={formatCents(totalCents)}
    />
  );
}
