// Fields used by more than one form, so the same input gets the same message everywhere.
import {EMAIL_PATTERN, FIELD_MESSAGES, PASSWORD_PATTERN, TEXT_LIMITS} from '../data/index.ts';
import {matches, requiredText} from './fields.ts';

/** Full name: required, at most 100 characters. */
export const fullNameField = requiredText('fullName', {
  required: FIELD_MESSAGES.fullNameRequired,
  max: {length: TEXT_LIMITS.fullName, message: FIELD_MESSAGES.fullNameTooLong},
});

/** Builds an e-mail field that is trimmed and lower-cased before it is checked. */
export function emailField(required: string, invalid: string) {
  return requiredText('email', {
    required,
    max: {length: TEXT_LIMITS.email, message: invalid},
    checks: [matches(EMAIL_PATTERN, invalid)],
    lowercase: true,
  });
}

/** Builds a password field held to the application rule (SPEC section 5); it is never trimmed. */
export function strongPasswordField(name: string, required: string) {
  return requiredText(name, {
    required,
    max: {length: TEXT_LIMITS.password, message: FIELD_MESSAGES.passwordTooLong},
    checks: [matches(PASSWORD_PATTERN, FIELD_MESSAGES.passwordRule)],
    trim: false,
  });
}
