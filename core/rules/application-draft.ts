// The application form as typed, before the rules check it: one model for the site's form and the
// volunteer-form widget, so both clear the city, join phone numbers and build the body the same way.
import {DEFAULT_PHONE_COUNTRY} from './form-limits.ts';
import {REGIONS, type RegionKey} from './regions.ts';

/** What the applicant types; phone fields hold the local number only (the calling code is fixed). */
export type ApplicationDraft = {
  fullName: string;
  age: string;
  email: string;
  password: string;
  region: string;
  city: string;
  phoneNumber: string;
  emergencyContact: string;
  profession: string;
};

/** A field of the application form. */
export type ApplicationField = keyof ApplicationDraft;

/** Volunteers and Work For Us applicants use the same form. */
export type ApplicantType = 'volunteer' | 'work';

/** Every field empty: the start, and the state after a successful registration. */
export const EMPTY_APPLICATION: ApplicationDraft = {
  fullName: '',
  age: '',
  email: '',
  password: '',
  region: '',
  city: '',
  phoneNumber: '',
  emergencyContact: '',
  profession: '',
};

/**
 * Sets one field; choosing a region clears the city, since the old city belongs to another region.
 * @example changeApplicationField(draft, 'region', 'east') // city becomes ''
 */
export function changeApplicationField<D extends {region: string; city: string} = ApplicationDraft>(
  draft: D,
  field: (keyof D & string) | ApplicationField,
  value: string,
): D {
  if (field === 'region') return {...draft, region: value, city: ''};
  return {...draft, [field]: value};
}

/** The cities of the chosen region, or none before a region is chosen. */
export function citiesOf(region: string): readonly string[] {
  return Object.hasOwn(REGIONS, region) ? REGIONS[region as RegionKey] : [];
}

/**
 * The local number with the fixed Singapore calling code, digits only; empty stays empty.
 * @example toInternationalPhone('9123 4567') // '+6591234567'
 */
export function toInternationalPhone(localNumber: string): string {
  const digits = localNumber.replace(/\D/g, '');
  return digits === '' ? '' : `${DEFAULT_PHONE_COUNTRY.callingCode}${digits}`;
}

/** The body for POST /auth/signup, before the rules coerce it (trim, lower-case e-mail). */
export function applicationSignupInput(draft: ApplicationDraft, type: ApplicantType) {
  return {
    ...draft,
    phoneNumber: toInternationalPhone(draft.phoneNumber),
    emergencyContact: toInternationalPhone(draft.emergencyContact),
    type,
  };
}
