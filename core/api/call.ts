// The one request path every call takes: token in, one refresh and one retry on an expired token, one
// step-up and one retry where the server asks for it, logging.
import type {Store} from 'jotai/vanilla';
import type {KyInstance} from 'ky';
import {authAtom, readStoredAuth, stepUpAskerAtom} from '../atoms/index.ts';
import type {RefreshAnswer} from '../wire/index.ts';
import {refreshSession} from './refresh-session.ts';
import type {ApiFailure, ApiResult, CallOptions} from './result.ts';
import {type RequestSpec, sendRequest} from './send-request.ts';

/** A request as the resource files describe it; `noRefresh` skips the expired-token handling. */
export type CallSpec = RequestSpec & {noRefresh?: boolean};

/** Sends a request on behalf of a resource file. */
export type Call = <T>(spec: CallSpec, options?: CallOptions) => Promise<ApiResult<T>>;

/** The server's messages for an access token that must be renewed (SPEC section 8). */
export const EXPIRED_TOKEN_MESSAGES: readonly string[] = ['jwt expired', 'Invalid Access Token'];

type CallContext = {http: KyInstance; store: Store; onSessionExpired?: () => void};

function hasRefreshToken(store: Store): boolean {
  return store.get(authAtom).refreshToken !== null || readStoredAuth().refreshToken !== null;
}

function logFailure(spec: RequestSpec, failure: ApiFailure, signal?: AbortSignal) {
  if (signal?.aborted) return;
  console.error(`[nard api] ${spec.method.toUpperCase()} ${spec.path} failed:`, failure);
}

/**
 * Builds the `call` function the resource files use, bound to one ky instance and one jotai store.
 *
 * @example
 * const call = createCall({http, store});
 * const result = await call<ProfileAnswer>({method: 'get', path: 'auth/me'});
 */
export function createCall(context: CallContext): Call {
  const {http, store, onSessionExpired} = context;
  const sendRefresh = (refreshToken: string, oldToken: string) =>
    sendRequest<RefreshAnswer>(
      http,
      {method: 'post', path: 'auth/refresh-token', json: {refreshToken}},
      oldToken,
    );

  return async function call<T>(spec: CallSpec, options: CallOptions = {}): Promise<ApiResult<T>> {
    const token = store.get(authAtom).token;
    let result = await sendRequest<T>(http, spec, token, options);
    const expired = !result.success && EXPIRED_TOKEN_MESSAGES.includes(result.message);
    if (expired && !spec.noRefresh && hasRefreshToken(store)) {
      const outcome = await refreshSession(token, {store, sendRefresh, onSessionExpired});
      result = outcome.ok ? await sendRequest<T>(http, spec, outcome.token, options) : outcome.failure;
    }
    // A sensitive action wants the second step again: the screen asks, then the same request goes once more.
    const asker = store.get(stepUpAskerAtom);
    if (!result.success && result.code === 'step_up_required' && asker && (await asker.ask())) {
      result = await sendRequest<T>(http, spec, store.get(authAtom).token, options);
    }
    if (!result.success) logFailure(spec, result, options.signal);
    return result;
  };
}
