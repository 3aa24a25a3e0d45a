// Turns a thrown fetch/ky error (no usable response) into an ApiFailure with statusCode 0.
import {isTimeoutError} from 'ky';
import {NETWORK_ERROR_MESSAGE} from '../messages/messages.ts';
import type {ApiFailure} from './result.ts';

export {NETWORK_ERROR_MESSAGE};

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
