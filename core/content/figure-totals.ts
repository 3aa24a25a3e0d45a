// What every money figure on the pages stands on, without the ledger's rows (issue 58): per project what
// was given and spent and how many lines, its goal and percent, and the Collection. The server builds it
// from sums its database adds up, the site's ledgers from the rows they show: one function for both, so a
// figure is the same whichever way it was reached.

import {toCents} from '../format/money.ts';
import type {AnchorProject} from './content-records.ts';

/** One project's side of the ledger added up: whole cents, lines, and the day of its first line. */
export type LedgerSum = {project: string; title: string; cents: number; count: number; firstDate: string};

/** One project's figures. Raised is `contributorsTotalCents`; spent is `expendituresTotalCents`. */
export type ProjectTotals = {
  id: string;
  title: string;
  contributorsTotalCents: number;
  expendituresTotalCents: number;
  contributorCount: number;
  expenditureCount: number;
  /** The goal in whole cents; `null` while no goal is set. */
  goalCents: number | null;
  /** Whole percent of the goal raised, rounded down (99.9 % is not 100 %); may pass 100; `null` without a goal. */
  percent: number | null;
  /** False while nobody has given to the project: pages say 'Not started yet'. */
  started: boolean;
};

/** Every project's figures and the Collection (everything given, in whole cents). */
export type FigureTotals = {projects: ProjectTotals[]; collectionCents: number};

function percentOf(raisedCents: number, goalCents: number | null): number | null {
  if (goalCents === null || goalCents <= 0) return null;
  return Math.floor((raisedCents * 100) / goalCents);
}

const byFirstLine = (a: LedgerSum, b: LedgerSum) =>
  a.firstDate < b.firstDate ? -1 : a.firstDate > b.firstDate ? 1 : a.project < b.project ? -1 : 1;

/**
 * The figures of `projects` (in their order, each with its goal) and of any other project the ledger
 * names (after them, contributions' projects first, each side in the order of its first line).
 * @example figureTotals([{id: 'farm', title: 'Farm', goal: 100}], [{project: 'farm', title: 'Farm', cents: 2500, count: 1, firstDate: '2026-01-02'}], []).projects[0].percent // 25
 */
export function figureTotals(
  projects: readonly AnchorProject[],
  given: readonly LedgerSum[],
  spent: readonly LedgerSum[],
): FigureTotals {
  const givenTo = new Map(given.map((sum) => [sum.project, sum]));
  const spentOn = new Map(spent.map((sum) => [sum.project, sum]));
  const known = new Set(projects.map((project) => project.id));
  const others = [
    ...[...given].sort(byFirstLine),
    ...[...spent].sort(byFirstLine).filter((sum) => !givenTo.has(sum.project)),
  ].filter((sum) => !known.has(sum.project));
  const rows = [
    ...projects.map((project) => ({id: project.id, title: project.title, goal: project.goal})),
    ...others.map((sum) => ({id: sum.project, title: sum.title, goal: null})),
  ];
  const totals = rows.map(({id, title, goal}): ProjectTotals => {
    const raised = givenTo.get(id)?.cents ?? 0;
    const goalCents = goal == null ? null : toCents(goal);
    return {
      id,
      title,
      contributorsTotalCents: raised,
      expendituresTotalCents: spentOn.get(id)?.cents ?? 0,
      contributorCount: givenTo.get(id)?.count ?? 0,
      expenditureCount: spentOn.get(id)?.count ?? 0,
      goalCents,
      percent: percentOf(raised, goalCents),
      started: raised > 0,
    };
  });
  return {projects: totals, collectionCents: totals.reduce((sum, p) => sum + p.contributorsTotalCents, 0)};
}
