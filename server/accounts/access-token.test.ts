// Access JWTs: HS256 only, typed, expiring, and never confused with other tokens.
import {createHmac} from 'node:crypto';
import {SignJWT} from 'jose';
import {describe, expect, it} from 'vitest';
import {deriveAuthKeys} from '../security/auth-keys.ts';
import {bearerToken, signAccessToken, verifyAccessToken} from './access-token.ts';

const keys = deriveAuthKeys(new TextEncoder().encode('k'.repeat(40)));
const key = keys.accessToken;
const now = Date.UTC(2030, 0, 1);
const claims = {userId: 'user-1', sessionId: 'session-1'};

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function handMade(
  header: object,
  payload: object,
  signWith: Uint8Array | null,
  algorithm = 'sha256',
): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = signWith ? createHmac(algorithm, signWith).update(input).digest('base64url') : '';
  return `${input}.${signature}`;
}

const goodPayload = {
  sub: 'user-1',
  sid: 'session-1',
  token_use: 'access',
  iat: now / 1000,
  exp: now / 1000 + 900,
};

describe('access tokens', () => {
  it('round-trips user and session', async () => {
    const token = await signAccessToken(key, claims, now, 900);
    expect(await verifyAccessToken(key, token, now + 1000)).toEqual({status: 'valid', claims});
  });

  it('reports expiry only after the TTL, and only for a token we signed', async () => {
    const token = await signAccessToken(key, claims, now, 60);
    expect((await verifyAccessToken(key, token, now + 59_000)).status).toBe('valid');
    expect(await verifyAccessToken(key, token, now + 61_000)).toEqual({status: 'expired', claims});
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect(await verifyAccessToken(key, forged, now + 61_000)).toEqual({status: 'invalid'});
  });

  it('is refused under another key (a different sub-key of the same secret)', async () => {
    const token = await signAccessToken(keys.otp, claims, now, 900);
    expect(await verifyAccessToken(key, token, now)).toEqual({status: 'invalid'});
  });

  it.each([
    ['alg none', handMade({alg: 'none', typ: 'at+jwt'}, goodPayload, null)],
    ['HS512', handMade({alg: 'HS512', typ: 'at+jwt'}, goodPayload, key, 'sha512')],
    ['HS256 without at+jwt type', handMade({alg: 'HS256', typ: 'JWT'}, goodPayload, key)],
    [
      'HS256 without token_use',
      handMade({alg: 'HS256', typ: 'at+jwt'}, {...goodPayload, token_use: 'refresh'}, key),
    ],
    ['HS256 without sid', handMade({alg: 'HS256', typ: 'at+jwt'}, {...goodPayload, sid: undefined}, key)],
    ['garbage', 'not.a.jwt'],
    ['an opaque refresh token', 'A'.repeat(43)],
    ['empty', ''],
  ])('refuses %s', async (_name, token) => {
    expect(await verifyAccessToken(key, token, now)).toEqual({status: 'invalid'});
  });

  it('accepts a correctly hand-made token, so the refusals above are about the flaw named', async () => {
    const token = handMade({alg: 'HS256', typ: 'at+jwt'}, goodPayload, key);
    expect((await verifyAccessToken(key, token, now)).status).toBe('valid');
  });

  it('refuses an expired token of the wrong type as invalid, not expired', async () => {
    const token = await new SignJWT({token_use: 'reset', sid: 's'})
      .setProtectedHeader({alg: 'HS256', typ: 'at+jwt'})
      .setSubject('user-1')
      .setIssuedAt(now / 1000 - 1000)
      .setExpirationTime(now / 1000 - 10)
      .sign(key);
    expect(await verifyAccessToken(key, token, now)).toEqual({status: 'invalid'});
  });

  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('reads the bearer token from %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
