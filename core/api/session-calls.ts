// Sign-up, log-in, token refresh and log-out. Log-in stores the session; log-out always clears it.
import type {Store} from 'jotai/vanilla';
import {authAtom, parseSession, signInAtom, signOutAtom} from '../atoms/index.ts';
import type {LoginBody, PasskeyAssertion, SignupBody, TwoStepBody} from '../rules/index.ts';
import type {LoginAnswer, MessageAnswer, RefreshAnswer, SignedInAnswer} from '../wire/index.ts';
import type {Call} from './call.ts';
import {callRoute} from './call-route.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The session calls of the API client. */
export type SessionCalls = {
  /** POST /auth/signup; send an `Idempotency-Key` header so a double submit registers once. */
  signup: (body: SignupBody, options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
  /**
   * POST /auth/login; on success the session is stored in `authAtom`, unless the answer asks for the
   * second step (`data.twoStepRequired`): then `completeTwoStep` finishes the log-in.
   */
  login: (body: LoginBody, options?: CallOptions) => Promise<ApiResult<LoginAnswer>>;
  /** POST /auth/two-step with the log-in's token and a code or a passkey; on success the session is stored. */
  completeTwoStep: (
    body: TwoStepBody | {twoStepToken: string; passkey: PasskeyAssertion},
    options?: CallOptions,
  ) => Promise<ApiResult<SignedInAnswer>>;
  /** POST /auth/passkey/options: what the browser's passkey sign-in starts from. */
  passkeySignInOptions: (options?: CallOptions) => Promise<ApiResult<{options: unknown}>>;
  /** POST /auth/passkey: a log-in with a passkey alone; on success the session is stored. */
  signInWithPasskey: (passkey: PasskeyAssertion, options?: CallOptions) => Promise<ApiResult<SignedInAnswer>>;
  /** POST /auth/refresh-token, as is; the client refreshes by itself, this is for special cases. */
  refreshToken: (body: {refreshToken: string}, options?: CallOptions) => Promise<ApiResult<RefreshAnswer>>;
  /** POST /auth/logout with the stored refresh token; the local session is cleared whatever the answer. */
  logout: (options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
};

/**
 * Builds the session calls.
 *
 * @example
 * const {login} = sessionCalls(call, store);
 */
export function sessionCalls(call: Call, store: Store): SessionCalls {
  // A call whose success is a session: stored at once, so the header knows before the page moves on.
  const signIn = async <T extends LoginAnswer>(result: Promise<ApiResult<T>>) => {
    const answer = await result;
    const session = answer.success ? parseSession(answer) : null;
    if (session) store.set(signInAtom, session);
    return answer;
  };
  return {
    signup: (body, options) => callRoute(call, 'POST /auth/signup', {json: body}, options),
    // A password answer without tokens (the second step comes next) stores nothing.
    login: (body, options) => signIn(callRoute(call, 'POST /auth/login', {json: body}, options)),
    completeTwoStep: (body, options) => signIn(callRoute(call, 'POST /auth/two-step', {json: body}, options)),
    passkeySignInOptions: (options) => callRoute(call, 'POST /auth/passkey/options', {}, options),
    signInWithPasskey: (passkey, options) =>
      signIn(callRoute(call, 'POST /auth/passkey', {json: {passkey}}, options)),
    refreshToken: (body, options) =>
      callRoute(call, 'POST /auth/refresh-token', {json: body, noRefresh: true}, options),
    async logout(options) {
      const {refreshToken} = store.get(authAtom);
      const json = refreshToken ? {refreshToken} : {};
      const result = await callRoute(call, 'POST /auth/logout', {json, noRefresh: true}, options);
      store.set(signOutAtom);
      return result;
    },
  };
}
