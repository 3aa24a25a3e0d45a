// Loads the audit report list; it fails or succeeds on its own, apart from the ledgers.
import {useCallback, useEffect, useState} from 'react';
import type {AuditReport} from '../../../core/api/index.ts';
import {contributionsApi} from './contributions-api.ts';

export type AuditReportsState =
  | {status: 'loading'}
  | {status: 'failed'}
  | {status: 'ready'; reports: AuditReport[]};

export function useAuditReports(): {state: AuditReportsState; retry: () => void} {
  const [state, setState] = useState<AuditReportsState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState({status: 'loading'});
    contributionsApi.getAuditReports({signal: controller.signal}).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.success
          ? {status: 'ready', reports: [...result.auditReports].sort((a, b) => b.year - a.year)}
          : {status: 'failed'},
      );
    });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return {state, retry};
}
