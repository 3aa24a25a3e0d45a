// Fields used by more than one form, so the same input gets the same message everywhere.

import {coerce, define, literal, string} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {matches, requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {EMAIL_PATTERN, PASSWORD_PATTERN} from './patterns.ts';

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

/**
 * An e-mail that may be left empty (a gift staff record for a donor without one, issue 56): '' or null
 * reads as empty; anything else is held to the same rule as `emailField`.
 */
export function optionalEmailField(invalid: string) {
  const field = define<string>('email', (value) => {
    if (value === '') return true;
    if (typeof value !== 'string' || value.length > TEXT_LIMITS.email) return invalid;
    return EMAIL_PATTERN.test(value) ? true : invalid;
  });
  const cleaned = coerce(field, string(), (value) => value.trim().toLowerCase());
  return coerce(cleaned, literal(null), () => '');
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
