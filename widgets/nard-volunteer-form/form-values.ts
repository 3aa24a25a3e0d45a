// The application form's values as typed, and the signup body they become.
import {DEFAULT_PHONE_COUNTRY} from '../../core/data/index.ts';

/** The form's fields, all strings as the inputs hold them; phones without the calling code. */
export type FormValues = {
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

/** Volunteers and Work For Us applicants use the same form. */
export type ApplicantType = 'volunteer' | 'work';

/** A blank form. */
export const EMPTY_VALUES: FormValues = {
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

/** Reads the `type` attribute; anything but 'work' is a volunteer. */
export function applicantType(attribute: string | null): ApplicantType {
  return attribute === 'work' ? 'work' : 'volunteer';
}

function withCallingCode(national: string): string {
  const digits = national.trim();
  return digits ? `${DEFAULT_PHONE_COUNTRY.callingCode} ${digits}` : '';
}

/** The body for POST /auth/signup: phones get the fixed calling code, empty phones stay empty. */
export function signupBody(values: FormValues, type: ApplicantType) {
  return {
    ...values,
    phoneNumber: withCallingCode(values.phoneNumber),
    emergencyContact: withCallingCode(values.emergencyContact),
    type,
  };
}
