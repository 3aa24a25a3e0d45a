// Loads the anchor projects, contributors and expenditures together and turns them into every figure
// with core's computeFigures. Loaded on each visit (never prerendered), so a new gift or goal shows at once.
// If any call fails the caller gets 'failed' and shows no partial figures (SPEC section 8).
import {useCallback, useEffect, useState} from 'react';
import {computeFigures, type Figures} from '../../core/contributions/index.ts';

export type FiguresState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; figures: Figures};

/**
 * Every money figure of the site, with a retry for the failed state.
 * @example const {state, retry} = useFigures(); if (state.status === 'ready') state.figures.collectionCents
 */
export function useFigures(): {state: FiguresState; retry: () => void} {
  const [state, setState] = useState<FiguresState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again.
  useEffect(() => {
    const controller = new AbortController();
    const options = {signal: controller.signal};
    setState({status: 'loading'});
    // Lazy: ky stays out of the first screen's chunk.
    import('./api.ts').then(async ({api}) => {
      const [projects, contributors, expenditures] = await Promise.all([
        api.getProjects(options),
        api.getContributors(options),
        api.getExpenditures(options),
      ]);
      if (controller.signal.aborted) return;
      if (!projects.success || !contributors.success || !expenditures.success) {
        setState({status: 'failed'});
        return;
      }
      const figures = computeFigures(projects.projects, contributors.contributors, expenditures.expenditures);
      setState({status: 'ready', figures});
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {state, retry};
}
