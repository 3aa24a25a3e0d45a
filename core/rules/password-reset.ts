// The code and new-password steps of the password reset (SPEC section 5, DECISIONS' reset token).
import {type Infer, object} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {matches, requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {OTP_PATTERN} from './patterns.ts';
import {emailField, strongPasswordField} from './shared-fields.ts';

// Both steps take the e-mail from the reset state; if it is missing or bad the user must go back.
const resetEmail = emailField(FIELD_MESSAGES.resetEmailMissing, FIELD_MESSAGES.resetEmailMissing);

/**
 * The code step: the e-mail and the four digits joined into one string.
 *
 * @example
 * checkForm(otpRules, {email: 'ana@nard.example', otp: '0427'}).ok; // true
 */
export const otpRules = object({
  email: resetEmail,
  otp: requiredText('otp', {
    required: FIELD_MESSAGES.otpInvalid,
    max: {length: 4, message: FIELD_MESSAGES.otpInvalid},
    checks: [matches(OTP_PATTERN, FIELD_MESSAGES.otpInvalid)],
  }),
});

function sameAsNewPassword(
  confirmPassword: string,
  form: Readonly<Record<string, unknown>>,
): string | undefined {
  return confirmPassword === form.newPassword ? undefined : FIELD_MESSAGES.passwordsDoNotMatch;
}

/**
 * The new-password step. The new password meets the application rule; the reset token proves the
 * code was verified (without it anyone could reset anyone's password).
 */
export const updatePasswordRules = object({
  email: resetEmail,
  newPassword: strongPasswordField('newPassword', FIELD_MESSAGES.newPasswordRequired),
  confirmPassword: requiredText('confirmPassword', {
    required: FIELD_MESSAGES.confirmPasswordRequired,
    max: {length: TEXT_LIMITS.password, message: FIELD_MESSAGES.passwordsDoNotMatch},
    checks: [sameAsNewPassword],
    trim: false,
  }),
  resetToken: requiredText('resetToken', {
    required: FIELD_MESSAGES.resetTokenMissing,
    max: {length: TEXT_LIMITS.resetToken, message: FIELD_MESSAGES.resetTokenMissing},
  }),
});

/** A valid, cleaned OTP body. */
export type OtpBody = Infer<typeof otpRules>;

/** A valid update-password body. */
export type UpdatePasswordBody = Infer<typeof updatePasswordRules>;
