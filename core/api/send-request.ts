// One HTTP exchange through ky: JSON in, ApiResult out, never an exception.
import type {KyInstance} from 'ky';
import {failureFromError} from './failure-from-error.ts';
import {readResult} from './read-result.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The HTTP methods the API uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch';

/** What to send: method, path below the base URL, and an optional JSON body or query. */
export type RequestSpec = {
  method: HttpMethod;
  path: string;
  json?: unknown;
  searchParams?: Record<string, string>;
};

/**
 * Sends one request with `Authorization: Bearer <token>` when a token is given.
 *
 * @example
 * const result = await sendRequest<LoginAnswer>(http, {method: 'post', path: 'auth/login', json: body}, null);
 */
export async function sendRequest<T>(
  http: KyInstance,
  spec: RequestSpec,
  token: string | null,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers = new Headers(options.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    const response = await http(spec.path, {
      method: spec.method,
      json: spec.json,
      searchParams: spec.searchParams,
      headers,
      signal: options.signal,
    });
    return await readResult<T>(response);
  } catch (error) {
    return failureFromError(error, options.signal);
  }
}
