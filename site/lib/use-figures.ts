// The money figures of the site. Every page that shows figures only (the home page's Collection and
// progress bars, the project cards and pages) reads GET /figures, which the server adds up (issue 58): a
// visit costs the same at one gift or a million. The ledgers on /contributions still need their rows and
// compute the same figures from them with core's computeFigures (the same figureTotals underneath).
// Loaded on each visit (never prerendered), so a new gift or goal shows at once. If a call fails the whole
// load fails and the page shows no partial figures (SPEC section 8).
import type {FigureTotals} from '../../core/content/index.ts';
import {computeFigures, type Figures} from '../../core/contributions/index.ts';
import {dataOf} from './data-of.ts';
import {type Loader, type LoadState, useLoad} from './use-load.ts';

/** Where the figures stand (useLoad's states). */
export type FiguresState = LoadState<FigureTotals>;

/** Every money figure of the site, from GET /figures. */
export const loadFigures: Loader<FigureTotals> = async (api, signal) =>
  dataOf(await api.getFigures({signal})).figures;

/** The ledgers with their figures, from GET /projects, /contributors and /expenditures. */
export const loadLedgers: Loader<Figures> = async (api, signal) => {
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

/**
 * The ledgers' rows with their figures, for the Contributor and Expenditure tables.
 * @example const {state} = useLedgers(); if (state.status === 'ready') state.data.projects[0].contributors
 */
export function useLedgers(): {state: LoadState<Figures>; retry: () => void} {
  const {state, refetch} = useLoad(loadLedgers, []);
  return {state, retry: refetch};
}
