// Reset codes: uniform 4 digits, keyed hashes bound to the account, constant-time comparison.
import {describe, expect, it} from 'vitest';
import {hashOtpCode, newOtpCode, otpCodeMatches} from './otp-code.ts';

const key = new Uint8Array(32).fill(7);

describe('reset codes', () => {
  it('are four digits, leading zeros kept, and cover the range', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const code = newOtpCode();
      expect(code).toMatch(/^\d{4}$/);
      seen.add(code);
    }
    // 5000 draws from 10 000 values: a broken generator (e.g. constant or 3 digits) would show far fewer.
    expect(seen.size).toBeGreaterThan(3000);
  });

  it('match only the right code for the right account under the right key', () => {
    const stored = hashOtpCode(key, 'ana@nard.example', '0427');
    expect(stored).not.toContain('0427');
    expect(otpCodeMatches(key, 'ana@nard.example', '0427', stored)).toBe(true);
    expect(otpCodeMatches(key, 'ana@nard.example', '0428', stored)).toBe(false);
    expect(otpCodeMatches(key, 'ben@nard.example', '0427', stored)).toBe(false);
    expect(otpCodeMatches(new Uint8Array(32), 'ana@nard.example', '0427', stored)).toBe(false);
    expect(otpCodeMatches(key, 'ana@nard.example', '0427', 'beef')).toBe(false);
  });
});
