// The application form's values and their rules of change, free of React so the widget can mirror them.
import {REGIONS, type RegionKey} from '../../../../core/data/index.ts';
import {toInternationalPhone} from '../shared/phone-field.tsx';

/** What the applicant types; phone fields hold the local number only (the calling code is fixed). */
export type ApplicationValues = {
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

export type ApplicationField = keyof ApplicationValues;

/** Every field empty: the start and the state after a successful registration. */
export const EMPTY_APPLICATION: ApplicationValues = {
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

/** Sets one field; choosing a region clears the city, since the old city belongs to another region. */
export function changeField(
  values: ApplicationValues,
  field: ApplicationField,
  value: string,
): ApplicationValues {
  if (field === 'region') return {...values, region: value, city: ''};
  return {...values, [field]: value};
}

/** The cities of the chosen region, or none before a region is chosen. */
export function citiesOf(region: string): readonly string[] {
  return region in REGIONS ? REGIONS[region as RegionKey] : [];
}

/** The body sent to POST /auth/signup, before core's rules coerce it. */
export function toSignupInput(values: ApplicationValues, type: 'volunteer' | 'work') {
  return {
    ...values,
    phoneNumber: toInternationalPhone(values.phoneNumber),
    emergencyContact: toInternationalPhone(values.emergencyContact),
    type,
  };
}
