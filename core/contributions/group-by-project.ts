// Groups the two API lists into one block per anchor project, with totals in integer cents.

import type {AnchorProjectRef, Contributor, Expenditure} from '../content/content-records.ts';
import {toCents} from '../format/index.ts';
import type {AnchorProjectGroup} from './types.ts';

/** Options for {@link groupByProject}. */
export type GroupOptions = {
  /**
   * Project ids to put first, in this order; other projects follow in order of first appearance.
   * @example groupByProject(contributors, expenditures, {order: ['urban-farming', 'coffee-roastery']})
   */
  order?: readonly string[];
};

/**
 * One group per anchor project found in either list. Rows keep the API's order inside a group; projects
 * come in `options.order`, then in order of first appearance (contributors first), so the page never
 * reshuffles between loads.
 * @example groupByProject([{name: 'Ann', date: '2024-05-01', amount: 50, anchorProjectId: {_id: 'p1', title: 'Farm'}}], [])
 */
export function groupByProject(
  contributors: readonly Contributor[],
  expenditures: readonly Expenditure[],
  options: GroupOptions = {},
): AnchorProjectGroup[] {
  const groups = new Map<string, AnchorProjectGroup>();
  const groupFor = (project: AnchorProjectRef): AnchorProjectGroup => {
    let group = groups.get(project._id);
    if (!group) {
      group = {
        id: project._id,
        title: project.title,
        contributors: [],
        expenditures: [],
        contributorsTotalCents: 0,
        expendituresTotalCents: 0,
      };
      groups.set(project._id, group);
    }
    return group;
  };
  for (const row of contributors) {
    const group = groupFor(row.anchorProjectId);
    group.contributors.push(row);
    group.contributorsTotalCents += toCents(row.amount);
  }
  for (const row of expenditures) {
    const group = groupFor(row.anchorProjectId);
    group.expenditures.push(row);
    group.expendituresTotalCents += toCents(row.amount);
  }
  const order = options.order ?? [];
  const rank = (id: string): number => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  // Array.prototype.sort is stable, so equal ranks keep first-appearance order.
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}
