// Turns a thrown fetch/ky error (no usable response) into an ApiFailure with statusCode 0.
import {isTimeoutError} from 'ky';
import type {ApiFailure} from './result.ts';

/** The message of a failure where the server could not be reached. */
export const NETWORK_ERROR_MESSAGE =
  'Network error: we could not reach the server. Check your connection and try again.';

/**
 * Classifies an error thrown while sending a request: cancelled, timed out, or network failure.
 *
 * @example
 * failureFromError(new TypeError('fetch failed')); // {success: false, statusCode: 0, message: 'Network error: ...'}
 */
export function failureFromError(error: unknown, signal?: AbortSignal): ApiFailure {
  if (signal?.aborted) return {success: false, statusCode: 0, message: 'The request was cancelled.'};
  if (isTimeoutError(error)) {
    return {success: false, statusCode: 0, message: 'The server took too long to answer. Please try again.'};
  }
  return {success: false, statusCode: 0, message: NETWORK_ERROR_MESSAGE};
}
