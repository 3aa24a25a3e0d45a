// Renews an expired access token once per tab (shared promise) and once across tabs (Web Lock).
import type {Store} from 'jotai/vanilla';
import {authAtom, readStoredAuth, setAccessTokenAtom, signInAtom, signOutAtom} from '../atoms/index.ts';
import type {RefreshAnswer} from '../wire/index.ts';
import {AuthExpiredError} from './auth-expired-error.ts';
import type {ApiFailure, ApiResult} from './result.ts';
import {withRefreshLock} from './with-refresh-lock.ts';

/** The outcome of a refresh that did not end the session: a token to retry with, or a network failure. */
export type RefreshOutcome = {ok: true; token: string} | {ok: false; failure: ApiFailure};

/** Sends POST auth/refresh-token with the old access token in Authorization. */
export type SendRefresh = (refreshToken: string, oldToken: string) => Promise<ApiResult<RefreshAnswer>>;

type RefreshContext = {store: Store; sendRefresh: SendRefresh; onSessionExpired?: () => void};

// One refresh in flight per store, shared by every client made on that store.
const inFlightByStore = new WeakMap<Store, Promise<RefreshOutcome>>();

// A token other than the one that failed means someone (this tab or another) already refreshed.
function rotatedToken(failedToken: string | null, store: Store): string | null {
  const current = store.get(authAtom).token;
  if (current && current !== failedToken) return current;
  const stored = readStoredAuth();
  if (stored.user && stored.token && stored.refreshToken && stored.token !== failedToken) {
    store.set(signInAtom, {user: stored.user, token: stored.token, refreshToken: stored.refreshToken});
    return stored.token;
  }
  return null;
}

async function rotate(failedToken: string | null, context: RefreshContext): Promise<RefreshOutcome> {
  const {store, sendRefresh, onSessionExpired} = context;
  const already = rotatedToken(failedToken, store);
  if (already) return {ok: true, token: already};
  const stored = readStoredAuth();
  const session = stored.token === null ? store.get(authAtom) : stored;
  const oldToken = failedToken ?? session.token ?? '';
  const result = session.refreshToken
    ? await sendRefresh(session.refreshToken, oldToken)
    : ({success: false, statusCode: 401, message: 'No refresh token'} as const);
  if (result.success && typeof result.accessToken === 'string' && result.accessToken !== '') {
    store.set(setAccessTokenAtom, {token: result.accessToken, refreshToken: result.refreshToken});
    return {ok: true, token: result.accessToken};
  }
  // Offline is not a verdict on the session: keep it and let the caller report the network failure.
  if (!result.success && result.statusCode === 0) return {ok: false, failure: result};
  store.set(signOutAtom);
  onSessionExpired?.();
  const statusCode = result.success ? 502 : result.statusCode;
  throw new AuthExpiredError(result.success ? 'No access token in the answer' : result.message, statusCode);
}

/**
 * Gets a fresh access token after `failedToken` was refused. Concurrent callers share one refresh; inside
 * the cross-tab lock the stored record is re-read first, so a token another tab rotated is reused.
 * Throws `AuthExpiredError` (after clearing the session) when the refresh token is refused.
 *
 * @example
 * const outcome = await refreshSession(tokenThatFailed, {store, sendRefresh, onSessionExpired});
 */
export function refreshSession(failedToken: string | null, context: RefreshContext): Promise<RefreshOutcome> {
  const current = context.store.get(authAtom).token;
  if (current && current !== failedToken) return Promise.resolve({ok: true, token: current});
  let inFlight = inFlightByStore.get(context.store);
  if (!inFlight) {
    inFlight = withRefreshLock(() => rotate(failedToken, context)).finally(() => {
      inFlightByStore.delete(context.store);
    });
    inFlightByStore.set(context.store, inFlight);
  }
  return inFlight;
}
