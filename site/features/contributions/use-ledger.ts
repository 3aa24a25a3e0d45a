// Loads contributors and expenditures together: if either call fails, the page shows no partial data.
import {useCallback, useEffect, useState} from 'react';
import {type AnchorProjectGroup, groupByProject} from '../../../core/contributions/index.ts';
import {ANCHOR_PROJECTS} from '../../../core/data/index.ts';
import {contributionsApi} from './contributions-api.ts';

export type LedgerState =
  | {status: 'loading'}
  | {status: 'failed'}
  | {status: 'ready'; groups: AnchorProjectGroup[]};

const PROJECT_ORDER = ANCHOR_PROJECTS.map((project) => project.id);

export function useLedger(): {state: LedgerState; retry: () => void} {
  const [state, setState] = useState<LedgerState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again.
  useEffect(() => {
    const controller = new AbortController();
    const options = {signal: controller.signal};
    setState({status: 'loading'});
    Promise.all([contributionsApi.getContributors(options), contributionsApi.getExpenditures(options)]).then(
      ([contributors, expenditures]) => {
        if (controller.signal.aborted) return;
        if (!contributors.success || !expenditures.success) {
          setState({status: 'failed'});
          return;
        }
        const groups = groupByProject(contributors.contributors, expenditures.expenditures, {
          order: PROJECT_ORDER,
        });
        setState({status: 'ready', groups});
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {state, retry};
}
