// A small fetch client for the widgets. It answers like core/api (`{success, statusCode, message}`), never
// throws, and sends no cookies: a partner page is another site, and the widgets need no session.

import type {
  AnswerOf,
  ApiFailure,
  ApiResult,
  ApiSuccess,
  BodyOf,
  PathsOf,
  Unchecked,
} from '../../core/api/index.ts';
import {NETWORK_ERROR_MESSAGE} from '../../core/messages/index.ts';

// The answers' shapes are core/api's: one definition for every client of the API (types only, no bytes).
export type {ApiFailure, ApiResult, ApiSuccess};

/** The message for a call that never reached the server (offline, DNS, blocked by CORS). */
export const NETWORK_ERROR = NETWORK_ERROR_MESSAGE;

/** A POST of the API's contract (core/api/index.ts): its path and the body it takes. */
type PostOptions<P extends PathsOf<'POST'>> = {
  method: 'POST';
  body: Unchecked<BodyOf<`POST ${P}`>>;
  headers?: Record<string, string>;
};

/**
 * POSTs `options.body` (JSON) to `path` under `apiBase` and returns the JSON answer, typed by the contract.
 * @example await callApi(api, '/gifts', {method: 'POST', body: pledge})
 */
export function callApi<P extends PathsOf<'POST'>>(
  apiBase: string,
  path: P,
  options: PostOptions<P>,
): Promise<ApiResult<AnswerOf<`POST ${P}`>>> {
  const headers: Record<string, string> = {Accept: 'application/json', ...options.headers};
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return answerOf(apiBase, path, {
    method: options.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/**
 * GETs `path` under `apiBase`: callApi without a body's handling, which the elements that only read (and
 * their byte budgets) do without. The answer is typed by the contract.
 * @example await getApi('https://nard.example/api', '/announcements')
 */
export function getApi<P extends PathsOf<'GET'>>(
  apiBase: string,
  path: P,
): Promise<ApiResult<AnswerOf<`GET ${P}`>>> {
  return answerOf(apiBase, path, {headers: {Accept: 'application/json'}});
}

async function answerOf<T>(apiBase: string, path: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`${apiBase.replace(/\/+$/, '')}${path}`, {...init, credentials: 'omit'});
  } catch {
    return {success: false, statusCode: 0, message: NETWORK_ERROR};
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const statusCode = typeof body.statusCode === 'number' ? body.statusCode : response.status;
  if (statusCode >= 400 || !response.ok || body.success === false) {
    const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status}).`;
    return {
      ...body,
      success: false,
      statusCode: Math.max(statusCode, response.status),
      message,
    } as ApiFailure;
  }
  return {...body, success: true, statusCode} as ApiSuccess<T>;
}
