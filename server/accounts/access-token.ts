// Access tokens: JWT signed with HS256 only (algorithm allow-list, RFC 8725 3.1), typed `at+jwt` with a
// `token_use` claim so no other token of ours is accepted as one (RFC 8725 3.11, RFC 9068).
import {errors, jwtVerify, SignJWT} from 'jose';

const ALGORITHM = 'HS256';
const TYPE = 'at+jwt';
const TOKEN_USE = 'access';

/** What an access token says: the user and the session (refresh-token family) it belongs to. */
export type AccessClaims = {userId: string; sessionId: string};

/** The verdict on a presented token. `expired` still carries the claims: its signature was good. */
export type AccessVerdict =
  | {status: 'valid'; claims: AccessClaims}
  | {status: 'expired'; claims: AccessClaims}
  | {status: 'invalid'};

/** Signs an access token that lives `ttlSeconds` from `nowMs`. */
export function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  nowMs: number,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({token_use: TOKEN_USE, sid: claims.sessionId})
    .setProtectedHeader({alg: ALGORITHM, typ: TYPE})
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

function claimsOf(payload: Record<string, unknown>): AccessClaims | null {
  const {sub, sid, token_use: use} = payload;
  if (use !== TOKEN_USE || typeof sub !== 'string' || typeof sid !== 'string') return null;
  if (sub.length === 0 || sub.length > 64 || sid.length === 0 || sid.length > 64) return null;
  return {userId: sub, sessionId: sid};
}

/**
 * Verifies signature, algorithm, type and expiry. jose checks the signature before the claims, so an
 * `expired` verdict is only ever given to a token we signed.
 */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): Promise<AccessVerdict> {
  if (token.length > 4096) return {status: 'invalid'};
  try {
    const {payload} = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      typ: TYPE,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const claims = claimsOf(payload);
    return claims ? {status: 'valid', claims} : {status: 'invalid'};
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = claimsOf(error.payload);
      const typeOk = (error as {claim?: string}).claim === 'exp';
      return claims && typeOk ? {status: 'expired', claims} : {status: 'invalid'};
    }
    return {status: 'invalid'};
  }
}

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(header?.trim() ?? '');
  return match ? match[1]! : null;
}
