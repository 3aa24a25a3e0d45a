// Last-resort answers: unknown API paths and thrown errors become JSON without internals (ASVS 7.4.1).
import type {Context} from 'hono';
import {HTTPException} from 'hono/http-exception';
import type {ContentfulStatusCode} from 'hono/utils/http-status';
import {API_MESSAGES} from '../../core/messages/index.ts';
import {HashingBusyError} from '../security/hashing-queue.ts';
import {fail} from './answers.ts';

/** The message of every 500 answer; the details go to the log only. */
export const SERVER_ERROR_MESSAGE = API_MESSAGES.serverError;

/** The 503 when too many passwords are being checked at once (the hashing queue is full). */
export const BUSY_MESSAGE = API_MESSAGES.busy;

/** 404 for an unknown path under /api. */
export function apiNotFound(c: Context): Response {
  return fail(c, 404, `No API endpoint answers ${c.req.method} ${c.req.path}.`);
}

/** Turns any thrown error into a JSON answer; logs the stack, never sends it. */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof HashingBusyError) {
    c.header('Retry-After', String(error.retryAfterSeconds));
    return fail(c, 503, BUSY_MESSAGE);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return fail(
      c,
      error.status as ContentfulStatusCode,
      error.message || 'The request could not be handled.',
    );
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return fail(c, 500, SERVER_ERROR_MESSAGE);
}
