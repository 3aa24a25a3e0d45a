// One AUTH_SECRET, one sub-key per purpose (HKDF, RFC 5869): a key leaked or misused in one place
// cannot sign or forge anything in another (ASVS 11.2: keys are not reused across purposes).
import {hkdfSync} from 'node:crypto';

/** The keys the auth module uses, each derived from AUTH_SECRET with its own label. */
export type AuthKeys = {
  /** HS256 key for access JWTs. */
  accessToken: Uint8Array;
  /** HMAC key for one-time codes (the 4 digits are never stored in clear). */
  otp: Uint8Array;
  /** AES-256-GCM key sealing a refresh token's successor during the grace window. */
  seal: Uint8Array;
  /** HMAC key for lookups by e-mail and for idempotency fingerprints (bodies hold passwords). */
  lookup: Uint8Array;
};

function derive(secret: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), `nard-auth:${purpose}`, 32));
}

/** Derives the auth keys from the server secret (config.authSecret). */
export function deriveAuthKeys(secret: Uint8Array): AuthKeys {
  if (secret.byteLength < 32) throw new Error('The auth secret must be at least 32 bytes.');
  return {
    accessToken: derive(secret, 'access-token'),
    otp: derive(secret, 'otp'),
    seal: derive(secret, 'refresh-seal'),
    lookup: derive(secret, 'lookup'),
  };
}
