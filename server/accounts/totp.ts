// Authenticator codes (RFC 6238 TOTP: HMAC-SHA1, 30 s steps, 6 digits) through the otpauth library, and the
// recovery codes that stand in for a lost phone. A code is accepted one step either side of now (a phone's
// clock drifts); which step it matched is returned, so the store can take each step once (no replay).
import {createHmac, randomInt} from 'node:crypto';
import {Secret, TOTP} from 'otpauth';
import {REFERENCE_ALPHABET} from '../../core/donate/index.ts';

const PERIOD_SECONDS = 30;
const ISSUER = 'The Nard Foundation';

/** How many recovery codes a person gets at once. */
export const RECOVERY_CODE_COUNT = 10;

/** A new secret for an authenticator app, as the base32 text the app takes (160 bits, RFC 4226). */
export function newTotpSecret(): string {
  return new Secret({size: 20}).base32;
}

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The `otpauth://totp/...` URI an authenticator app scans, labelled with the account's e-mail. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The time step a 6-digit code is right for (now, or one step either side), else null. */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secretBase32, '').validate({token: code, timestamp: now, window: 1});
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at `now` (tests and the set-up screen's example only). */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totp(secretBase32, '').generate({timestamp: now});
}

/** Ten new recovery codes, `XXXXX-XXXXX` from the reference alphabet (no 0/O/1/I), 50 bits each. */
export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from({length: 10}, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return Array.from({length: RECOVERY_CODE_COUNT}, () => {
    const text = code();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** True for text shaped like a recovery code (any case, with or without the hyphen and spaces). */
export function looksLikeRecoveryCode(text: string): boolean {
  return /^[A-Z2-9]{10}$/i.test(text.replace(/[\s-]/g, ''));
}

/** The HMAC a recovery code is stored and looked up as; the code itself is never stored. */
export function recoveryCodeHash(key: Uint8Array, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return createHmac('sha256', key).update(`recovery\n${normal}`).digest('hex');
}
