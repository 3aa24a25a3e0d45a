// The application form's words, decided once for the site's Volunteer / Work For Us pages and
// <nard-volunteer-form>: titles, labels, placeholders, select prompts, the button and the privacy note.
import {APPLICATION_NOTICE} from '../privacy/notices.ts';
import type {ApplicantType, ApplicationField} from './application-draft.ts';

/** A field's visible words; `prompt` is a select's first, empty option. */
export type FieldWords = {label: string; placeholder?: string; prompt?: string};

/** Every field's words, in the form's order (SPEC section 2; placeholders as the spec gives them). */
export const APPLICATION_FIELD_WORDS: Readonly<Record<ApplicationField, FieldWords>> = {
  fullName: {label: 'Full Name'},
  age: {label: 'Age', prompt: 'Select your age group'},
  email: {label: 'Email Address'},
  password: {label: 'Password', placeholder: 'Login Password'},
  region: {label: 'Region', prompt: 'Select your region'},
  city: {label: 'City', prompt: 'Select your city'},
  phoneNumber: {label: 'Phone Number'},
  emergencyContact: {label: 'Emergency Contact'},
  profession: {label: 'Profession or Interest', placeholder: 'Profession/Interest'},
};

/** The form's title by applicant type. */
export const APPLICATION_TITLES: Readonly<Record<ApplicantType, string>> = {
  volunteer: 'Volunteer',
  work: 'Work For Us',
};

/** The other fixed words of the form. */
export const APPLICATION_WORDS = {
  submit: 'Submit',
  busy: 'Loading...',
  /** The city select's prompt before a region is chosen. */
  regionFirst: 'Choose a region first',
  callingCode: 'Singapore calling code',
  /** The notice the applicant agrees to (its wordings and their dates live in core/privacy/notices.ts). */
  privacy: APPLICATION_NOTICE.text,
  privacyLink: 'Read how we protect your data',
} as const;

/** The city select's prompt: 'Select your city', or 'Choose a region first' while there is no region. */
export function cityPrompt(region: string): string {
  return region ? (APPLICATION_FIELD_WORDS.city.prompt ?? '') : APPLICATION_WORDS.regionFirst;
}
