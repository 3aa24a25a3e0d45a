// argon2id password hashing: format, parameters, verification and refusal of damaged hashes.
import {describe, expect, it} from 'vitest';
import {ARGON2_PARAMS, getDummyHash, hashPassword, needsRehash, verifyPassword} from './password.ts';

describe('password hashing', () => {
  it('stores a PHC argon2id string with the OWASP minimum cost and a 16-byte salt', async () => {
    const phc = await hashPassword('Passw0rd!');
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(phc);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBe(2);
    expect(Number(match![3])).toBe(1);
    expect(Buffer.from(match![4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(match![5]!, 'base64')).toHaveLength(ARGON2_PARAMS.tagLength);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('Same1!pw'), hashPassword('Same1!pw')]);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const phc = await hashPassword('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', phc)).toBe(true);
    expect(await verifyPassword('passw0rd!', phc)).toBe(false);
    expect(await verifyPassword('', phc)).toBe(false);
  });

  it('treats canonically equal Unicode passwords as the same (NFC)', async () => {
    const phc = await hashPassword('Caf\u00e9-Pw1!');
    expect(await verifyPassword('Cafe\u0301-Pw1!', phc)).toBe(true);
  });

  it.each([
    ['empty', ''],
    [
      'another algorithm',
      '$argon2i$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    [
      'absurd memory',
      '$argon2id$v=19$m=9999999,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    [
      'zero passes',
      '$argon2id$v=19$m=19456,t=0,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    ['bcrypt', '$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234'],
  ])('refuses a damaged or foreign hash (%s) without throwing', async (_name, phc) => {
    expect(await verifyPassword('Passw0rd!', phc)).toBe(false);
    expect(needsRehash(phc)).toBe(true);
  });

  it("asks for a rehash only when the stored cost is below today's", async () => {
    expect(needsRehash(await hashPassword('Passw0rd!'))).toBe(false);
    const weak = (await hashPassword('Passw0rd!')).replace('m=19456,t=2', 'm=4096,t=1');
    expect(needsRehash(weak)).toBe(true);
  });

  it('keeps one dummy hash per process, a real argon2id hash nobody knows the password of', async () => {
    const dummy = await getDummyHash();
    expect(await getDummyHash()).toBe(dummy);
    expect(dummy.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
