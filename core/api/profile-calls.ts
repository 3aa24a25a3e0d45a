// The signed-in user's profile; a fresh copy from the server also refreshes the stored user.
import type {Store} from 'jotai/vanilla';
import {setUserAtom} from '../atoms/index.ts';
import type {ConfirmEmailBody, ProfileBody} from '../rules/index.ts';
import type {MessageAnswer, ProfileAnswer} from '../wire/index.ts';
import type {Call} from './call.ts';
import {callRoute} from './call-route.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The profile calls of the API client. */
export type ProfileCalls = {
  /** GET /auth/me: the user, with `language`, the language of the mails we send them. */
  getProfile: (options?: CallOptions) => Promise<ApiResult<ProfileAnswer>>;
  /**
   * PATCH /auth/me; on success the stored user is updated too. `language` ('en', 'zh', 'ms', 'ta'; absent:
   * unchanged) is the language of the person's mails from now on.
   * @example api.updateProfile({fullName: 'Ana Tan', language: 'ta'})
   */
  updateProfile: (body: ProfileBody, options?: CallOptions) => Promise<ApiResult<ProfileAnswer>>;
  /** POST /auth/confirm-email with the token of the mailed link (no sign-in needed). */
  confirmEmail: (body: ConfirmEmailBody, options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
  /** POST /auth/confirm-email/new-link: mails the signed-in person a new link. */
  requestConfirmationLink: (options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
};

/**
 * Builds the profile calls.
 *
 * @example
 * const {getProfile} = profileCalls(call, store);
 */
export function profileCalls(call: Call, store: Store): ProfileCalls {
  const keepUser = (result: ApiResult<ProfileAnswer>) => {
    if (result.success && result.user) store.set(setUserAtom, result.user);
    return result;
  };
  return {
    getProfile: async (options) => keepUser(await callRoute(call, 'GET /auth/me', {}, options)),
    updateProfile: async (body, options) =>
      keepUser(await callRoute(call, 'PATCH /auth/me', {json: body}, options)),
    confirmEmail: (body, options) => callRoute(call, 'POST /auth/confirm-email', {json: body}, options),
    requestConfirmationLink: (options) => callRoute(call, 'POST /auth/confirm-email/new-link', {}, options),
  };
}
