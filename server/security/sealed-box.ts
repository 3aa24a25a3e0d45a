// AES-256-GCM sealing for the one secret we must read back: a rotated refresh token's successor, kept only
// so a second tab refreshing within the grace window receives the same successor (RFC 9700 4.14.2).
import {createCipheriv, createDecipheriv, randomBytes} from 'node:crypto';

/** Encrypts `plain`; the result is `iv.tag.ciphertext` in base64url. `context` is bound as associated data. */
export function seal(key: Uint8Array, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Decrypts a `seal` result made with the same key and context, or returns null if anything is off. */
export function unseal(key: Uint8Array, sealed: string, context: string): string | null {
  const [iv, tag, body, extra] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || extra || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
