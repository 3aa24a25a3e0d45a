// RFC 6238 appendix B's SHA-1 vectors (8 digits there; the last 6 are what a 6-digit authenticator shows),
// the window of one step either side, and the recovery codes' shape and hashing.
import {describe, expect, it} from 'vitest';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpCodeAt,
  totpStep,
  totpUri,
} from './totp.ts';

// "12345678901234567890" as base32: RFC 6238's SHA-1 seed.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ])('at %i s shows the last six digits of %s', (seconds, eight) => {
    expect(totpCodeAt(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
    expect(totpStep(RFC_SECRET, eight.slice(2), seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('takes a code one step either side of now, and nothing further or malformed', () => {
    const now = 1_700_000_000_000;
    const secret = newTotpSecret();
    expect(totpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(Math.floor(now / 30_000) - 1);
    expect(totpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(Math.floor(now / 30_000) + 1);
    expect(totpStep(secret, totpCodeAt(secret, now - 90_000), now)).toBeNull();
    expect(totpStep(secret, '12345', now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth URI an app scans, with the issuer and the e-mail', () => {
    const uri = totpUri(RFC_SECRET, 'mei@nard.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/The%20Nard%20Foundation:mei%40nard\.example\?/);
    expect(uri).toContain(`secret=${RFC_SECRET}`);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});

describe('recovery codes', () => {
  it('are ten readable, different codes; the hash ignores case, spaces and the hyphen', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    const key = new Uint8Array(32).fill(7);
    const code = codes[0]!;
    expect(recoveryCodeHash(key, code.toLowerCase().replace('-', ' '))).toBe(recoveryCodeHash(key, code));
    expect(recoveryCodeHash(new Uint8Array(32).fill(8), code)).not.toBe(recoveryCodeHash(key, code));
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
