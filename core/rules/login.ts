// Log-in and forgot-password bodies (SPEC section 5).
import {type Infer, object} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {emailField} from './shared-fields.ts';

const loginEmail = emailField(FIELD_MESSAGES.loginEmailRequired, FIELD_MESSAGES.loginEmailInvalid);

/**
 * Log-in: e-mail and password. The password is only required (the server judges it), and never trimmed.
 *
 * @example
 * checkForm(loginRules, {email: ' Ana@Nard.Example ', password: 'Secret1!'}); // email 'ana@nard.example'
 */
export const loginRules = object({
  email: loginEmail,
  password: requiredText('password', {
    required: FIELD_MESSAGES.loginPasswordRequired,
    max: {length: TEXT_LIMITS.password, message: FIELD_MESSAGES.loginPasswordTooLong},
    trim: false,
  }),
});

/** Forgot password: the e-mail to send the code to, with the log-in messages. */
export const forgotPasswordRules = object({email: loginEmail});

/** A valid, cleaned log-in body. */
export type LoginBody = Infer<typeof loginRules>;

/** A valid, cleaned forgot-password body. */
export type ForgotPasswordBody = Infer<typeof forgotPasswordRules>;
