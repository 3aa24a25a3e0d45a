// The API client: one typed function per call of the contract table, sharing one ky instance and one store.
import {getDefaultStore, type Store} from 'jotai/vanilla';
import ky from 'ky';
import {type Call, createCall} from './call.ts';
import {type EventSignupCalls, eventSignupCalls} from './event-place-calls.ts';
import {type PasswordResetCalls, passwordResetCalls} from './password-reset-calls.ts';
import {type ProfileCalls, profileCalls} from './profile-calls.ts';
import {type PublicCalls, publicCalls} from './public-calls.ts';
import {type SessionCalls, sessionCalls} from './session-calls.ts';

/** Options of {@link createApi}. */
export type ApiOptions = {
  /**
   * Where the API lives. Relative URLs resolve against the page.
   *
   * @default '/api'
   * @example
   * createApi({baseUrl: 'https://nard.example/api'});
   */
  baseUrl?: string;
  /**
   * The jotai store holding the session (`authAtom`).
   *
   * @default getDefaultStore()
   * @example
   * createApi({store: createStore()});
   */
  store?: Store;
  /**
   * The fetch implementation (tests, or a host page that wraps fetch).
   *
   * @default globalThis.fetch
   * @example
   * createApi({fetch: (input, init) => fetch(input, {...init, credentials: 'omit'})});
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Called once when the refresh token is refused and the session has been cleared.
   *
   * @example
   * createApi({onSessionExpired: () => navigate('/log-in')});
   */
  onSessionExpired?: () => void;
  /**
   * Milliseconds before a request counts as failed (`statusCode` 0).
   *
   * @default 15000
   * @example
   * createApi({timeoutMs: 5000});
   */
  timeoutMs?: number;
  /**
   * The language the server answers in (`Accept-Language`): the page's, one of `en`, `zh`, `ms`, `ta`.
   * Without it the browser's own preference goes, which may differ from the page the person reads.
   *
   * @example
   * createApi({language: 'ta'});
   */
  language?: string;
};

/**
 * Any request on the client's one request path (token, one refresh and retry, logging), for callers
 * that keep their own typed wrappers out of the public pages' code (the staff console).
 */
export type SendCall = {send: Call};

/** The API client: every call resolves to an `ApiResult`. */
export type Api = SessionCalls &
  PasswordResetCalls &
  ProfileCalls &
  PublicCalls &
  EventSignupCalls &
  SendCall;

/**
 * Creates the API client. Calls send `Accept: application/json`, the stored access token, and JSON
 * bodies; failures resolve to `ApiFailure` (and are logged), never throw, except `AuthExpiredError`
 * when an expired session cannot be renewed.
 *
 * @example
 * const api = createApi();
 * const result = await api.login({email, password});
 * if (!result.success) showErrors(result.errors);
 */
export function createApi(options: ApiOptions = {}): Api {
  const {
    baseUrl = '/api',
    store = getDefaultStore(),
    onSessionExpired,
    timeoutMs = 15_000,
    language,
  } = options;
  const http = ky.create({
    prefix: baseUrl,
    headers: {accept: 'application/json', ...(language ? {'accept-language': language} : {})},
    throwHttpErrors: false,
    // No automatic retries: POSTs must not repeat, and a failed GET is better reported than delayed.
    retry: 0,
    timeout: timeoutMs,
    ...(options.fetch ? {fetch: options.fetch} : {}),
  });
  const call = createCall({http, store, onSessionExpired});
  return {
    ...sessionCalls(call, store),
    ...passwordResetCalls(call),
    ...profileCalls(call, store),
    ...publicCalls(call),
    ...eventSignupCalls(call),
    send: call,
  };
}
