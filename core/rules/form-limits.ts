// The limits the forms and the API share (SPEC section 9), plus the server-safety maxima we add.

/** The age select's options; every one of them is 18 or older. */
export const AGE_OPTIONS = ['18-25', '26-35', '36-45', '46&above'] as const;

/** One of {@link AGE_OPTIONS}. */
export type AgeOption = (typeof AGE_OPTIONS)[number];

/** Volunteers and applicants must be at least this old. */
export const MIN_AGE = 18;

/** The shortest password the application form accepts. */
export const PASSWORD_MIN_LENGTH = 6;

/** The reset code has this many digits, one per box. */
export const OTP_LENGTH = 4;

/** The phone inputs' `maxLength` (the national number; the calling code is shown apart). */
export const PHONE_MAX_LENGTH = 12;

/** The phone inputs start on Singapore, and the calling code cannot be edited. */
export const DEFAULT_PHONE_COUNTRY = {code: 'SG', callingCode: '+65'} as const;

/**
 * The longest value each text field may hold. SPEC sets none; these keep stored rows and mails sane.
 * Phones allow 20 so a formatted '+65 9123 4567' (or a longer foreign number) still fits.
 *
 * @example
 * message.length <= TEXT_LIMITS.message;
 */
export const TEXT_LIMITS = {
  fullName: 100,
  name: 100,
  email: 254,
  password: 128,
  profession: 100,
  phone: 20,
  subject: 150,
  message: 5000,
  address: 200,
  resetToken: 512,
} as const;
