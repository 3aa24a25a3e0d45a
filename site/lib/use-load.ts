// The one way a site component loads data: loading, then ready or failed (with the message and a way to
// try again); the request is cancelled when the component leaves, and `refetch` loads again on demand.
import {type DependencyList, startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {Api} from '../../core/api/index.ts';
import {AuthExpiredError} from '../../core/api/index.ts';
import {MESSAGES} from '../../core/messages/index.ts';
import {LoadFailure} from './data-of.ts';
import {loadApi} from './load-api.ts';

/** Where one load stands. `refreshing` is true while `refetch` reloads data already shown. */
export type LoadState<T> =
  | {status: 'loading'}
  | {status: 'failed'; message: string}
  | {status: 'ready'; data: T; refreshing: boolean};

/** Reads the data with the site's API client; throw (see `dataOf`) to fail with a message. */
export type Loader<T> = (api: Api, signal: AbortSignal) => Promise<T>;

function messageOf(error: unknown): string {
  if (error instanceof LoadFailure) return error.message;
  if (error instanceof AuthExpiredError) return MESSAGES.sessionExpired;
  console.error(error);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads on mount and whenever `deps` change (a new query starts from `loading`); `refetch()` loads
 * again keeping the shown data until the answer arrives (or `loading` after a failure).
 *
 * @example
 * const {state, refetch} = useLoad((api, signal) => api.getEvents(type, {signal}).then(dataOf), [type]);
 */
export function useLoad<T>(
  load: Loader<T>,
  deps: DependencyList,
): {state: LoadState<T>; refetch: () => void} {
  const [state, setState] = useState<LoadState<T>>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const keepData = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps (and a refetch) start a load.
  useEffect(() => {
    const controller = new AbortController();
    const keep = keepData.current;
    keepData.current = false;
    setState((current) =>
      keep && current.status === 'ready' ? {...current, refreshing: true} : {status: 'loading'},
    );
    // What the answer shows renders in a transition: in slices that let a tap through, not in one task
    // (on /contributions the donate section with its QR code took 30-40 ms at once when its config came,
    // unminified, without CPU slowdown). A newer state set meanwhile (a new query's `loading`) still wins:
    // React applies a component's updates in the order they were made.
    const settle = (next: LoadState<T>) => {
      if (!controller.signal.aborted) startTransition(() => setState(next));
    };
    loadApi()
      .then((api) => latestLoad.current(api, controller.signal))
      .then(
        (data) => settle({status: 'ready', data, refreshing: false}),
        (error) => settle({status: 'failed', message: messageOf(error)}),
      );
    return () => controller.abort();
  }, [attempt, ...deps]);

  const refetch = useCallback(() => {
    keepData.current = true;
    setAttempt((count) => count + 1);
  }, []);
  return {state, refetch};
}
