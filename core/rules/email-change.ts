// Changing one's e-mail address (issue 24): the new address, and the password to show it is the owner.
// The same words on the profile and the server.
import {object} from 'superstruct';
import {FIELD_MESSAGES} from '../data/index.ts';
import {requiredText} from './fields.ts';
import {emailField} from './shared-fields.ts';

export const EMAIL_CHANGE_MESSAGES = {
  passwordRequired: 'Enter your password to change your e-mail address.',
  wrongPassword: 'That password is not right. Your e-mail address is not changed.',
  same: 'That is already your e-mail address.',
  sent: 'We sent a link to the new address. Open it within 24 hours to finish the change; until then, log in with your current address.',
  changed: 'Your new e-mail address is confirmed. Log in with it from now on.',
  taken: 'That address belongs to another account by now, so your address is not changed.',
} as const;

/** POST /api/me/email. */
export const emailChangeRules = object({
  email: emailField(FIELD_MESSAGES.emailInvalid, FIELD_MESSAGES.emailInvalid),
  password: requiredText('password', {
    required: EMAIL_CHANGE_MESSAGES.passwordRequired,
    max: {length: 128, message: EMAIL_CHANGE_MESSAGES.wrongPassword},
    trim: false,
  }),
});
