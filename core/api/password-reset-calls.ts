// The forgot-password flow: send a code, verify it for a reset token, set the new password.
import type {ForgotPasswordBody, OtpBody, UpdatePasswordBody} from '../rules/index.ts';
import type {MessageAnswer, VerifyOtpAnswer} from '../wire/index.ts';
import type {Call} from './call.ts';
import {callRoute} from './call-route.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The password-reset calls of the API client. */
export type PasswordResetCalls = {
  /** POST /auth/send-otp (also the resend); the answer is the same for known and unknown e-mails. */
  sendOtp: (body: ForgotPasswordBody, options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
  /** POST /auth/verify-otp; answers a single-use `resetToken`. */
  verifyOtp: (body: OtpBody, options?: CallOptions) => Promise<ApiResult<VerifyOtpAnswer>>;
  /** PUT /auth/update-password with the reset token. */
  updatePassword: (body: UpdatePasswordBody, options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
};

/**
 * Builds the password-reset calls.
 *
 * @example
 * const {sendOtp} = passwordResetCalls(call);
 */
export function passwordResetCalls(call: Call): PasswordResetCalls {
  return {
    sendOtp: (body, options) => callRoute(call, 'POST /auth/send-otp', {json: body}, options),
    verifyOtp: (body, options) => callRoute(call, 'POST /auth/verify-otp', {json: body}, options),
    updatePassword: (body, options) => callRoute(call, 'PUT /auth/update-password', {json: body}, options),
  };
}
