// Every figure the site shows about money (collection total, progress bars, project cards, ledger totals)
// comes from here: the ledger and each anchor project's goal, never a constant (decision 010).
import type {AnchorProject, Contributor, Expenditure} from '../content/content-records.ts';
import {groupByProject} from './group-by-project.ts';
import type {AnchorProjectGroup} from './types.ts';

/** One project's ledger with its figures. Raised is `contributorsTotalCents`; spent is `expendituresTotalCents`. */
export type ProjectFigures = AnchorProjectGroup & {
  /** The goal in whole cents; `null` while no goal is set. */
  goalCents: number | null;
  /** Whole percent of the goal raised, rounded down (99.9 % is not 100 %); may pass 100; `null` without a goal. */
  percent: number | null;
  /** False while nobody has given to the project: pages say 'Not started yet'. */
  started: boolean;
};

/** What {@link computeFigures} returns. */
export type Figures = {
  /** Every anchor project in the order GET /api/projects lists them, then any other project in the ledger. */
  projects: ProjectFigures[];
  /** Everything given to every project, in whole cents (the home page's Collection). */
  collectionCents: number;
};

function percentOf(raisedCents: number, goalCents: number | null): number | null {
  if (goalCents === null || goalCents <= 0) return null;
  return Math.floor((raisedCents * 100) / goalCents);
}

function emptyGroup(project: AnchorProject): AnchorProjectGroup {
  return {
    id: project.id,
    title: project.title,
    contributors: [],
    expenditures: [],
    contributorsTotalCents: 0,
    expendituresTotalCents: 0,
  };
}

/**
 * The one function behind every amount: groups the ledger by project (rows keep the API's order), adds
 * each project's goal and percent, and sums the collection. Projects with no rows still get a block.
 * @example computeFigures([{id: 'farm', title: 'Farm', goal: 100}], [{name: 'Ann', date: '2026-01-02', amount: 25, anchorProjectId: {_id: 'farm', title: 'Farm'}}]).projects[0].percent // 25
 */
export function computeFigures(
  projects: readonly AnchorProject[],
  contributors: readonly Contributor[],
  expenditures: readonly Expenditure[] = [],
): Figures {
  const order = projects.map((project) => project.id);
  const groups = new Map(
    groupByProject(contributors, expenditures, {order}).map((group) => [group.id, group]),
  );
  const goals = new Map(projects.map((project) => [project.id, project]));
  const ids = [...new Set([...order, ...groups.keys()])];
  const figures = ids.map((id): ProjectFigures => {
    const project = goals.get(id);
    const group = groups.get(id) ?? emptyGroup(project as AnchorProject);
    // The title staff gave the project wins over the one copied into old ledger rows.
    const title = project?.title ?? group.title;
    const goalCents = project?.goal == null ? null : Math.round(project.goal * 100);
    const raised = group.contributorsTotalCents;
    return {...group, title, goalCents, percent: percentOf(raised, goalCents), started: raised > 0};
  });
  const collectionCents = figures.reduce((sum, project) => sum + project.contributorsTotalCents, 0);
  return {projects: figures, collectionCents};
}
