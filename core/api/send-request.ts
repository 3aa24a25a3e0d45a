// One HTTP exchange through ky: JSON in, ApiResult out, never an exception.
import type {KyInstance} from 'ky';
import {failureFromError} from './failure-from-error.ts';
import {readResult} from './read-result.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The HTTP methods the API uses. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What to send: method, path below the base URL, and an optional JSON body, multipart body (file
 * uploads) or query. `accept: 'text'` reads a successful answer as `{text}` (a CSV export), `accept: 'blob'`
 * as `{blob}` (a receipt's PDF).
 */
export type RequestSpec = {
  method: HttpMethod;
  path: string;
  json?: unknown;
  body?: FormData;
  searchParams?: Record<string, string>;
  accept?: 'json' | 'text' | 'blob';
  /** Keep a failed answer's whole body as `body` (a CSV import's row-by-row report comes with its 400). */
  keepBody?: boolean;
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
    if (spec.accept === 'text') headers.set('accept', 'text/csv, text/plain, application/json');
    const response = await http(spec.path, {
      method: spec.method,
      json: spec.json,
      body: spec.body,
      searchParams: spec.searchParams,
      headers,
      signal: options.signal,
    });
    if (spec.accept === 'text' && response.ok) {
      return {success: true, statusCode: response.status, text: await response.text()} as ApiResult<T>;
    }
    if (spec.accept === 'blob' && response.ok) {
      return {success: true, statusCode: response.status, blob: await response.blob()} as ApiResult<T>;
    }
    return await readResult<T>(response, spec.keepBody);
  } catch (error) {
    return failureFromError(error, options.signal);
  }
}
