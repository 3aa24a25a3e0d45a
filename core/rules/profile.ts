// The profile edit (PATCH /api/auth/me): a missing optional field means "leave it as it is".
import {boolean, define, type Infer, object, optional} from 'superstruct';
// The one file, not core/i18n's entry: the entry loads the books, and some books read these rules' words.
import {isLanguage, type Language} from '../i18n/languages.ts';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {PROFILE_MESSAGES} from '../messages/rule-messages.ts';
import {boundedText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {fullNameField} from './shared-fields.ts';

export {PROFILE_MESSAGES};

/**
 * The language of a person's mails: one of the four codes.
 *
 * @example
 * checkForm(object({language: languageField}), {language: 'ta'}); // value {language: 'ta'}
 */
export const languageField = define<Language>(
  'language',
  (value) => isLanguage(value) || PROFILE_MESSAGES.languageInvalid,
);

/**
 * Full name (required), phone number and address (optional; `null` clears them to ''), whether the first
 * name shows on event lists, and the language of the person's mails (optional: 'en', 'zh', 'ms', 'ta').
 *
 * @example
 * checkForm(profileRules, {fullName: 'Ana Tan', address: null}); // value {fullName: 'Ana Tan', address: ''}
 */
export const profileRules = object({
  fullName: fullNameField,
  phoneNumber: optional(boundedText('phoneNumber', TEXT_LIMITS.phone, FIELD_MESSAGES.phoneNumberInvalid)),
  address: optional(boundedText('address', TEXT_LIMITS.address, FIELD_MESSAGES.addressInvalid)),
  showFirstName: optional(boolean()),
  language: optional(languageField),
});

/** A valid, cleaned profile body. */
export type ProfileBody = Infer<typeof profileRules>;
