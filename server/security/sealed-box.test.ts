// Sealing a successor refresh token for the grace window.
import {describe, expect, it} from 'vitest';
import {seal, unseal} from './sealed-box.ts';

const key = new Uint8Array(32).fill(1);

describe('sealed box', () => {
  it('opens with the same key and context only', () => {
    const sealed = seal(key, 'secret-token', 'refresh:1');
    expect(sealed).not.toContain('secret-token');
    expect(unseal(key, sealed, 'refresh:1')).toBe('secret-token');
    expect(unseal(key, sealed, 'refresh:2')).toBeNull();
    expect(unseal(new Uint8Array(32), sealed, 'refresh:1')).toBeNull();
  });

  it.each(['', 'a.b', 'a.b.c.d', '...', 'AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA'])(
    'returns null for tampered or malformed input %j',
    (sealed) => {
      expect(unseal(key, sealed, 'refresh:1')).toBeNull();
    },
  );

  it('detects a flipped ciphertext bit', () => {
    const [iv, tag, body] = seal(key, 'secret-token', 'c').split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0]! ^= 1;
    expect(unseal(key, `${iv}.${tag}.${bytes.toString('base64url')}`, 'c')).toBeNull();
  });
});
