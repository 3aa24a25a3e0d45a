// The profile edit (PATCH /api/auth/me): a missing optional field means "leave it as it is".
import {boolean, type Infer, object, optional} from 'superstruct';
import {FIELD_MESSAGES, TEXT_LIMITS} from '../data/index.ts';
import {boundedText} from './fields.ts';
import {fullNameField} from './shared-fields.ts';

/**
 * Full name (required), phone number and address (optional; `null` clears them to '').
 *
 * @example
 * checkForm(profileRules, {fullName: 'Ana Tan', address: null}); // value {fullName: 'Ana Tan', address: ''}
 */
export const profileRules = object({
  fullName: fullNameField,
  phoneNumber: optional(boundedText('phoneNumber', TEXT_LIMITS.phone, FIELD_MESSAGES.phoneNumberInvalid)),
  address: optional(boundedText('address', TEXT_LIMITS.address, FIELD_MESSAGES.addressInvalid)),
  showFirstName: optional(boolean()),
});

/** A valid, cleaned profile body. */
export type ProfileBody = Infer<typeof profileRules>;
