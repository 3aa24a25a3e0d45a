// The volunteer / work-for-us application form (SPEC section 5) and the sign-up body built on it.
import {assign, defaulted, type Infer, object, pick} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {boundedText, oneOf, requiredText} from './fields.ts';
import {AGE_OPTIONS, type AgeOption, TEXT_LIMITS} from './form-limits.ts';
import {isRegionKey, REGIONS, type RegionKey} from './regions.ts';
import {emailField, fullNameField, strongPasswordField} from './shared-fields.ts';

const SIGNUP_TYPES = ['volunteer', 'work'] as const;

function cityOfChosenRegion(city: string, form: Readonly<Record<string, unknown>>): string | undefined {
  const region = typeof form.region === 'string' ? form.region.trim() : '';
  return isRegionKey(region) && REGIONS[region].includes(city) ? undefined : FIELD_MESSAGES.cityRequired;
}

/**
 * The application form's fields. `phoneNumber` and `emergencyContact` are not validated beyond being
 * text of at most 20 characters (SPEC: not validated; the limit protects the server).
 *
 * @example
 * checkForm(applicationRules, formValues);
 */
export const applicationRules = object({
  fullName: fullNameField,
  age: requiredText<AgeOption>('age', {
    required: FIELD_MESSAGES.ageInvalid,
    max: {length: 20, message: FIELD_MESSAGES.ageInvalid},
    checks: [oneOf(AGE_OPTIONS, FIELD_MESSAGES.ageInvalid)],
  }),
  email: emailField(FIELD_MESSAGES.emailInvalid, FIELD_MESSAGES.emailInvalid),
  password: strongPasswordField('password', FIELD_MESSAGES.passwordRule),
  region: requiredText<RegionKey>('region', {
    required: FIELD_MESSAGES.regionRequired,
    max: {length: 20, message: FIELD_MESSAGES.regionRequired},
    checks: [(value) => (isRegionKey(value) ? undefined : FIELD_MESSAGES.regionRequired)],
  }),
  city: requiredText('city', {
    required: FIELD_MESSAGES.cityRequired,
    max: {length: 50, message: FIELD_MESSAGES.cityRequired},
    checks: [cityOfChosenRegion],
  }),
  phoneNumber: defaulted(
    boundedText('phoneNumber', TEXT_LIMITS.phone, FIELD_MESSAGES.phoneNumberInvalid),
    '',
  ),
  emergencyContact: defaulted(
    boundedText('emergencyContact', TEXT_LIMITS.phone, FIELD_MESSAGES.emergencyContactInvalid),
    '',
  ),
  profession: requiredText('profession', {
    required: FIELD_MESSAGES.professionRequired,
    max: {length: TEXT_LIMITS.profession, message: FIELD_MESSAGES.professionTooLong},
  }),
});

/**
 * What an applicant may correct on their profile (issue 24): the application's fields except the name,
 * the address and the password, which have their own forms. PATCH /api/me/details.
 */
export const applicationDetailsRules = pick(applicationRules, [
  'age',
  'region',
  'city',
  'emergencyContact',
  'profession',
]);
export type ApplicationDetails = Infer<typeof applicationDetailsRules>;

/** The body of POST /api/auth/signup: the application plus which way the person signs up. */
export const signupRules = assign(
  applicationRules,
  object({
    type: requiredText<(typeof SIGNUP_TYPES)[number]>('type', {
      required: FIELD_MESSAGES.typeInvalid,
      max: {length: 20, message: FIELD_MESSAGES.typeInvalid},
      checks: [oneOf(SIGNUP_TYPES, FIELD_MESSAGES.typeInvalid)],
    }),
  }),
);

/** A valid, cleaned application form. */
export type ApplicationForm = Infer<typeof applicationRules>;

/** A valid, cleaned sign-up body. */
export type SignupBody = Infer<typeof signupRules>;
