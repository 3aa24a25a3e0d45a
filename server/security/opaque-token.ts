// Opaque bearer secrets (refresh and reset tokens): 256 bits from the CSPRNG, only their SHA-256 is stored,
// so a copy of the database cannot be replayed as a session (ASVS 3.5.x, RFC 9700 4.14).
import {createHash, randomBytes} from 'node:crypto';

/** A fresh token: 32 random bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an opaque token. SHA-256 suffices: the input has 256 bits of entropy. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check before touching the database: refuses anything that cannot be one of our tokens. */
export function isOpaqueTokenShape(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
