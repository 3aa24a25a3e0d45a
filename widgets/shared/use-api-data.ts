// Loading an element's data: one or more GETs in parallel, then `nard-ready` (and `nard-error` on failure).
import {useLayoutEffect, useState} from 'preact/hooks';
import type {AnswerOf, PathsOf} from '../../core/wire/index.ts';
import {type ApiFailure, getApi} from './api.ts';
import type {WidgetProps} from './define-widget.tsx';
import {useReady} from './use-ready.ts';

/** Loading, the answers in the order of `paths`, or the first failure's message. */
export type ApiData<T> =
  | {status: 'loading'}
  | {status: 'ready'; answers: T}
  | {status: 'error'; message: string};

/** The contract's answers of `paths`, in their order. */
export type AnswersOf<P extends readonly PathsOf<'GET'>[]> = {[K in keyof P]: AnswerOf<`GET ${P[K]}`>};

/**
 * GETs every path under `api`; reloads when `api` changes (the attribute can be set after mounting).
 * The answers are typed by the API's contract (core/api/index.ts).
 * @example const data = useApiData(props, 'nard-announcements', ['/announcements'] as const)
 */
export function useApiData<const P extends readonly PathsOf<'GET'>[]>(
  {api, emit}: Pick<WidgetProps, 'api' | 'emit'>,
  tag: string,
  paths: P,
): ApiData<AnswersOf<P>> {
  type T = AnswersOf<P>;
  const [data, setData] = useState<ApiData<T>>({status: 'loading'});
  const key = paths.join(' ');
  // A data element's first render already waits for its loading line's paint (load-status.tsx), so the
  // requests leave right after it; useEffect would wait for another frame.
  useLayoutEffect(() => {
    let current = true;
    setData({status: 'loading'});
    void Promise.all(key.split(' ').map((path) => getApi(api, path as PathsOf<'GET'>))).then((results) => {
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
