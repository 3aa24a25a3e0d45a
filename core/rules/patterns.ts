// Patterns shared by the rules, the configuration reader and inputs' `pattern` attributes.

/**
 * A well-formed e-mail address: one '@', a dot in the domain, a top-level part of 2+ characters,
 * no spaces, control characters, quotes or brackets.
 * Each part excludes its own separators, so matching stays linear on long input.
 *
 * @example
 * EMAIL_PATTERN.test('ana@nard.example'); // true
 */
export const EMAIL_PATTERN =
  /^[^\s\p{Cc}@<>()[\]\\,;:"]+@(?:[^\s\p{Cc}@<>()[\]\\,;:".]+\.)+[^\s\p{Cc}@<>()[\]\\,;:".]{2,}$/u;

/**
 * The application password: a lowercase letter, an uppercase letter, a digit and one of @$!%*?&,
 * and nothing but letters, digits and those symbols, at least 6 long.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{6,}$/;

/** The symbols {@link PASSWORD_PATTERN} counts (and the only ones it accepts), for hints shown to users. */
export const PASSWORD_SYMBOLS = '@$!%*?&';

/** The reset code: exactly four ASCII digits. */
export const OTP_PATTERN = /^[0-9]{4}$/;
