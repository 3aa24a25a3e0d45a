// Loading an element's data: one or more GETs in parallel, then `nard-ready` (and `nard-error` on failure).
import {useLayoutEffect, useState} from 'preact/hooks';
import {type ApiFailure, getApi} from './api.ts';
import type {WidgetProps} from './define-widget.tsx';
import {useReady} from './use-ready.ts';

/** Loading, the answers in the order of `paths`, or the first failure's message. */
export type ApiData<T extends unknown[]> =
  | {status: 'loading'}
  | {status: 'ready'; answers: T}
  | {status: 'error'; message: string};

/**
 * GETs every path under `api`; reloads when `api` changes (the attribute can be set after mounting).
 * @example const data = useApiData<[{announcements: Announcement[]}]>(props, 'nard-announcements', ['/announcements'])
 */
export function useApiData<T extends unknown[]>(
  {api, emit}: Pick<WidgetProps, 'api' | 'emit'>,
  tag: string,
  paths: readonly string[],
): ApiData<T> {
  const [data, setData] = useState<ApiData<T>>({status: 'loading'});
  const key = paths.join(' ');
  // A data element's first render already waits for its loading line's paint (load-status.tsx), so the
  // requests leave right after it; useEffect would wait for another frame.
  useLayoutEffect(() => {
    let current = true;
    setData({status: 'loading'});
    void Promise.all(key.split(' ').map((path) => getApi<unknown>(api, path))).then((results) => {
      if (!current) return;
      const failure = results.find((result): result is ApiFailure => !result.success);
      if (failure) {
        setData({status: 'error', message: failure.message});
        emit('nard-error', {message: failure.message});
      } else {
        setData({status: 'ready', answers: results as T});
      }
    });
    return () => {
      current = false;
    };
  }, [api, key, emit]);
  useReady(emit, tag, data.status !== 'loading');
  return data;
}
