// The 4-digit reset code: drawn with crypto.randomInt, stored as an HMAC bound to the account, compared in
// constant time (NIST SP 800-63B 5.1.3 out-of-band secrets; ASVS 2.7.x).
import {createHmac, randomInt, timingSafeEqual} from 'node:crypto';
import {OTP_LENGTH} from '../../core/rules/index.ts';

/** Wrong tries a code survives; the attempt that reaches this count is the last one evaluated. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Code tries one account gets in 30 days, over all its codes. Each try can rule out one of the
 * 10^OTP_LENGTH codes at best, so the chance to guess one within 30 days is at most
 * OTP_ACCOUNT_TRIES / 10^OTP_LENGTH = 0.1 %. Past it, only the mailed link resets the password.
 */
export const OTP_ACCOUNT_TRIES = 10;
/** The window of OTP_ACCOUNT_TRIES. */
export const OTP_ACCOUNT_WINDOW_MS = 30 * 86_400_000;
/** Codes one e-mail address may ask for in 24 hours. */
export const OTP_DAILY_CAP = 10;

/** A uniformly random code of OTP_LENGTH digits, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC of the code bound to its account's e-mail, so a row copied to another account does not verify. */
export function hashOtpCode(key: Uint8Array, email: string, code: string): string {
  return createHmac('sha256', key).update(`${email}\n${code}`).digest('hex');
}

/** Constant-time check of a submitted code against the stored HMAC. */
export function otpCodeMatches(key: Uint8Array, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtpCode(key, email, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
