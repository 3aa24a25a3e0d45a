// Changing one's e-mail address (issue 24): the new address, and the password to show it is the owner.
// The same words on the profile and the server.
import {object} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {EMAIL_CHANGE_MESSAGES} from '../messages/rule-messages.ts';
import {requiredText} from './fields.ts';
import {emailField} from './shared-fields.ts';

export {EMAIL_CHANGE_MESSAGES};

/** POST /api/me/email. */
export const emailChangeRules = object({
  email: emailField(FIELD_MESSAGES.emailInvalid, FIELD_MESSAGES.emailInvalid),
  password: requiredText('password', {
    required: EMAIL_CHANGE_MESSAGES.passwordRequired,
    max: {length: 128, message: EMAIL_CHANGE_MESSAGES.wrongPassword},
    trim: false,
  }),
});
