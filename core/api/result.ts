// The shape every call resolves to: the server's body on success, a well-formed failure otherwise.
import type {FieldErrors} from '../rules/index.ts';

/** A successful answer: `success`, `statusCode` and the call's own fields. */
export type ApiSuccess<T> = {success: true; statusCode: number; message?: string} & T;

/** A failed answer (HTTP status or body `statusCode` >= 400, or no usable answer at all: `statusCode` 0). */
export type ApiFailure = {
  success: false;
  statusCode: number;
  message: string;
  errors?: FieldErrors;
  /** The answer's machine-readable reason, when it has one (`two_step_required`, `step_up_required`). */
  code?: string;
  /** The answer's whole JSON body, only when the request asked for it (`keepBody`). */
  body?: unknown;
};

/** What every call resolves to; check `success` first. */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** Per-call options. */
export type CallOptions = {
  /**
   * Extra request headers.
   *
   * @example
   * api.signup(body, {headers: {'Idempotency-Key': crypto.randomUUID()}});
   */
  headers?: Record<string, string>;
  /**
   * Cancels the request; the call then resolves to a failure with `statusCode` 0.
   *
   * @example
   * api.getEvents('volunteer', {signal: controller.signal});
   */
  signal?: AbortSignal;
};
