// Loads the foundation's payment details (GET /api/config) at run time, so a change needs no rebuild.
import {useCallback, useEffect, useState} from 'react';
import type {PublicConfig} from '../../../core/data/index.ts';
import {donateApi} from './donate-api.ts';

export type ConfigState = {status: 'loading'} | {status: 'failed'} | {status: 'ready'; config: PublicConfig};

export function usePublicConfig(): {state: ConfigState; retry: () => void} {
  const [state, setState] = useState<ConfigState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState({status: 'loading'});
    donateApi.getPublicConfig({signal: controller.signal}).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.success ? {status: 'ready', config: result.config} : {status: 'failed'});
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {state, retry};
}
