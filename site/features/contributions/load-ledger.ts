// Contributors and expenditures load together: if either call fails, the page shows no partial data.
import {type AnchorProjectGroup, groupByProject} from '../../../core/contributions/index.ts';
import {ANCHOR_PROJECTS} from '../../../core/data/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import type {Loader} from '../../lib/use-load.ts';

const PROJECT_ORDER = ANCHOR_PROJECTS.map((project) => project.id);

/** Every anchor project's contributions and expenditures, in the projects' own order. */
export const loadLedger: Loader<AnchorProjectGroup[]> = async (api, signal) => {
  const [contributors, expenditures] = await Promise.all([
    api.getContributors({signal}),
    api.getExpenditures({signal}),
  ]);
  return groupByProject(dataOf(contributors).contributors, dataOf(expenditures).expenditures, {
    order: PROJECT_ORDER,
  });
};
