// The one progress-toast flow of SPEC section 8: progress, then success or the server's message.

import type {ApiFailure, ApiResult} from '../../core/api/index.ts';
import {AuthExpiredError} from '../../core/api/index.ts';
import {showToast, updateToast} from '../../core/atoms/index.ts';
import {MESSAGES} from '../../core/messages/index.ts';

type Store = Parameters<typeof showToast>[0];

export type SubmitTexts = {
  /** Shown while the call runs, e.g. 'Logging in...'. */
  progress: string;
  /** Shown on success; when absent the server's own message is shown. */
  success?: string;
};

/** A failure the form can show: the server's answer, or a session that could not be refreshed. */
export type SubmitFailure = ApiFailure & {sessionExpired?: boolean};

function messageOf(result: unknown): string | undefined {
  const message = (result as {message?: unknown}).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** Runs an API call behind a progress toast and turns that toast into the outcome. Never throws. */
export async function submitWithToast<T>(
  store: Store,
  texts: SubmitTexts,
  call: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T> | SubmitFailure> {
  const toastId = showToast(store, {kind: 'loading', text: texts.progress});
  try {
    const result = await call();
    if (result.success) {
      updateToast(store, toastId, {
        kind: 'success',
        text: texts.success ?? messageOf(result) ?? texts.progress,
      });
    } else {
      updateToast(store, toastId, {kind: 'error', text: result.message});
    }
    return result;
  } catch (error) {
    // core clears the session when a refresh fails; the form only has to say so and send the user on.
    if (!(error instanceof AuthExpiredError)) throw error;
    updateToast(store, toastId, {kind: 'error', text: MESSAGES.sessionExpired});
    return expiredFailure();
  }
}

/** The failure a form sees when the session could not be refreshed (core has already signed out). */
export function expiredFailure(): SubmitFailure {
  return {success: false, statusCode: 401, message: MESSAGES.sessionExpired, sessionExpired: true};
}
