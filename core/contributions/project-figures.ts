// Every figure the site shows about money (collection total, progress bars, project cards, ledger totals)
// comes from here: the ledger and each anchor project's goal, never a constant (decision 010).
import type {AnchorProject, Contributor, Expenditure} from '../content/content-records.ts';
import {figureTotals, type LedgerSum, type ProjectTotals} from '../content/figure-totals.ts';
import {groupByProject} from './group-by-project.ts';
import type {AnchorProjectGroup} from './types.ts';

/** One project's figures with its ledger's rows (the Contributor and Expenditure tables). */
export type ProjectFigures = ProjectTotals & {contributors: Contributor[]; expenditures: Expenditure[]};

/** What {@link computeFigures} returns. */
export type Figures = {
  /** Every anchor project in the order GET /api/projects lists them, then any other project in the ledger. */
  projects: ProjectFigures[];
  /** Everything given to every project, in whole cents (the home page's Collection). */
  collectionCents: number;
};

const sumOf = (group: AnchorProjectGroup, side: 'contributors' | 'expenditures'): LedgerSum => ({
  project: group.id,
  title: group.title,
  cents: side === 'contributors' ? group.contributorsTotalCents : group.expendituresTotalCents,
  count: group[side].length,
  firstDate: group[side][0]?.date ?? '',
});

/**
 * The figures of the rows a page shows, by the same {@link figureTotals} the server's figures answer
 * uses, with each project's rows (kept in the API's order). Projects with no rows still get a block.
 * @example computeFigures([{id: 'farm', title: 'Farm', goal: 100}], [{_id: 'c1', name: 'Ann', date: '2026-01-02', amount: 25, anchorProjectId: {_id: 'farm', title: 'Farm'}}]).projects[0].percent // 25
 */
export function computeFigures(
  projects: readonly AnchorProject[],
  contributors: readonly Contributor[],
  expenditures: readonly Expenditure[] = [],
): Figures {
  const order = projects.map((project) => project.id);
  const groups = groupByProject(contributors, expenditures, {order});
  const rowsOf = new Map(groups.map((group) => [group.id, group]));
  const totals = figureTotals(
    projects,
    groups.filter((group) => group.contributors.length > 0).map((group) => sumOf(group, 'contributors')),
    groups.filter((group) => group.expenditures.length > 0).map((group) => sumOf(group, 'expenditures')),
  );
  return {
    collectionCents: totals.collectionCents,
    projects: totals.projects.map((project) => ({
      ...project,
      contributors: rowsOf.get(project.id)?.contributors ?? [],
      expenditures: rowsOf.get(project.id)?.expenditures ?? [],
    })),
  };
}
