// Loads the anchor projects, contributors and expenditures together and turns them into every figure
// with core's computeFigures. Loaded on each visit (never prerendered), so a new gift or goal shows at once.
// If any call fails the whole load fails and the page shows no partial figures (SPEC section 8).
import {computeFigures, type Figures} from '../../core/contributions/index.ts';
import {dataOf} from './data-of.ts';
import {type Loader, type LoadState, useLoad} from './use-load.ts';

/** Where the figures stand (useLoad's states). */
export type FiguresState = LoadState<Figures>;

/** Every money figure of the site, from GET /projects, /contributors and /expenditures. */
export const loadFigures: Loader<Figures> = async (api, signal) => {
  const [projects, contributors, expenditures] = await Promise.all([
    api.getProjects({signal}),
    api.getContributors({signal}),
    api.getExpenditures({signal}),
  ]);
  return computeFigures(
    dataOf(projects).projects,
    dataOf(contributors).contributors,
    dataOf(expenditures).expenditures,
  );
};

/**
 * Every money figure of the site, with `retry` for the failed state.
 * @example const {state, retry} = useFigures(); if (state.status === 'ready') state.data.collectionCents
 */
export function useFigures(): {state: FiguresState; retry: () => void} {
  const {state, refetch} = useLoad(loadFigures, []);
  return {state, retry: refetch};
}
