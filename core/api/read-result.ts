// Turns an HTTP response into an ApiResult: HTTP status >= 400 or body statusCode >= 400 is a failure.
import type {FieldErrors} from '../rules/index.ts';
import type {ApiFailure, ApiResult} from './result.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function failureFromBody(body: Record<string, unknown>, httpStatus: number): ApiFailure {
  const bodyStatus = typeof body.statusCode === 'number' ? body.statusCode : 0;
  const statusCode = bodyStatus >= 400 ? bodyStatus : Math.max(httpStatus, 400);
  const message =
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : `The request failed (status ${statusCode}). Please try again.`;
  const failure: ApiFailure = {success: false, statusCode, message};
  const errors = fieldErrors(body.errors);
  if (errors) failure.errors = errors;
  if (typeof body.code === 'string' && /^[a-z_]{1,40}$/.test(body.code)) failure.code = body.code;
  return failure;
}

/**
 * Reads a response's JSON body and classifies it. A body that is not a JSON object becomes a failure
 * with the HTTP status and a plain message, never an exception. `keepBody` adds a failure's whole body.
 *
 * @example
 * const result = await readResult<LoginAnswer>(response);
 */
export async function readResult<T>(response: Response, keepBody = false): Promise<ApiResult<T>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const result = resultOf<T>(body, response.status);
  if (!result.success && keepBody) result.body = body;
  return result;
}

function resultOf<T>(body: unknown, status: number): ApiResult<T> {
  if (!isRecord(body)) {
    const statusCode = status >= 400 ? status : 502;
    return {
      success: false,
      statusCode,
      message: `The server sent an answer we could not read (status ${status}). Please try again.`,
    };
  }
  const failed =
    status >= 400 ||
    (typeof body.statusCode === 'number' && body.statusCode >= 400) ||
    body.success === false;
  if (failed) return failureFromBody(body, status);
  const statusCode = typeof body.statusCode === 'number' ? body.statusCode : status;
  return {...(body as T), success: true, statusCode};
}
