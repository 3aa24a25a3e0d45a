// Sessions: a login starts a refresh-token family; every refresh rotates the token; presenting a rotated
// token again revokes the whole family (RFC 9700 4.14.2 reuse detection), except within a short grace
// window, where it gets the same successor so two tabs refreshing together stay signed in.
import {randomUUID} from 'node:crypto';
import {hashOpaqueToken, isOpaqueTokenShape, newOpaqueToken} from '../security/opaque-token.ts';
import {seal, unseal} from '../security/sealed-box.ts';
import {bearerToken, signAccessToken, verifyAccessToken} from './access-token.ts';
import type {AuthContext} from './auth-context.ts';

/** Absolute session lifetime: rotation never extends it (ASVS 3.3.x: re-authenticate periodically). */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** How long a just-rotated refresh token still yields its successor instead of counting as reuse. */
export const REFRESH_GRACE_MS = 10_000;

/** The two tokens a client holds. */
export type TokenPair = {accessToken: string; refreshToken: string};

/** Why a refresh was refused; `reused` means the family has just been revoked. */
export type RefreshFailure = 'unknown' | 'revoked' | 'expired' | 'reused' | 'wrong-user';

function accessFor(context: AuthContext, userId: string, sessionId: string): Promise<string> {
  return signAccessToken(
    context.keys.accessToken,
    {userId, sessionId},
    context.now(),
    context.accessTokenTtlSeconds,
  );
}

/** What a log-in proved: the password, a second step (a code or a passkey), or both. */
export type LogInProofs = {password: boolean; secondStep: boolean};

/**
 * Starts a session after a successful login; `userAgent` names the device on the profile's list, and
 * `proved` starts the clocks of what the log-in proved (a factor change and the step-up read them,
 * step-up.ts).
 */
export async function startSession(
  context: AuthContext,
  userId: string,
  userAgent: string | null,
  proved: LogInProofs,
): Promise<TokenPair> {
  const now = context.now();
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await context.store.createSession(
    {
      id: sessionId,
      userId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: now + SESSION_TTL_MS,
      userAgent,
      secondStepAt: proved.secondStep ? now : null,
      passwordAt: proved.password ? now : null,
    },
    now,
  );
  return {accessToken: await accessFor(context, userId, sessionId), refreshToken};
}

/**
 * Exchanges a refresh token for a new pair. `expectedUserId` (from the old access token, when the client
 * sent one) must name the token's owner.
 */
export async function refreshSession(
  context: AuthContext,
  presented: unknown,
  expectedUserId: string | null,
): Promise<{ok: true; tokens: TokenPair} | {ok: false; reason: RefreshFailure}> {
  if (!isOpaqueTokenShape(presented)) return {ok: false, reason: 'unknown'};
  const now = context.now();
  const record = await context.store.findRefreshToken(hashOpaqueToken(presented));
  if (!record) return {ok: false, reason: 'unknown'};
  if (record.sessionRevoked) return {ok: false, reason: 'revoked'};
  if (record.sessionExpiresAt <= now) return {ok: false, reason: 'expired'};
  if (expectedUserId !== null && expectedUserId !== record.userId) return {ok: false, reason: 'wrong-user'};
  const sealContext = `refresh:${record.id}`;

  if (record.rotatedAt === null) {
    const successor = newOpaqueToken();
    const sealed = seal(context.keys.seal, successor, sealContext);
    const won = await context.store.rotateRefreshToken(
      record.id,
      {tokenHash: hashOpaqueToken(successor), sealed},
      now,
    );
    if (won)
      return {
        ok: true,
        tokens: {
          accessToken: await accessFor(context, record.userId, record.sessionId),
          refreshToken: successor,
        },
      };
    // Another request rotated it between our read and write: treat as a grace-window repeat.
    return refreshSession(context, presented, expectedUserId);
  }

  const successor =
    now - record.rotatedAt <= REFRESH_GRACE_MS && record.successorSealed
      ? unseal(context.keys.seal, record.successorSealed, sealContext)
      : null;
  if (successor === null) {
    await context.store.revokeSession(record.sessionId, now);
    return {ok: false, reason: 'reused'};
  }
  const accessToken = await accessFor(context, record.userId, record.sessionId);
  return {ok: true, tokens: {accessToken, refreshToken: successor}};
}

/** Ends the session a refresh token belongs to, whatever state the token is in. True when one was found. */
export async function endSessionByRefreshToken(context: AuthContext, presented: unknown): Promise<boolean> {
  if (!isOpaqueTokenShape(presented)) return false;
  const record = await context.store.findRefreshToken(hashOpaqueToken(presented));
  if (!record) return false;
  await context.store.revokeSession(record.sessionId, context.now());
  return true;
}

/**
 * A refresh as the route receives it. The refresh token is the credential (RFC 6749 section 6). The old
 * access token (`authorization`) is optional: when sent it must carry our signature (expiry ignored) and
 * name the same user, else the refresh is refused. Null: refused.
 */
export async function refreshWithAuthorization(
  context: AuthContext,
  presented: unknown,
  authorization: string | undefined,
): Promise<TokenPair | null> {
  let expectedUserId: string | null = null;
  if (authorization !== undefined && authorization.trim() !== '') {
    const token = bearerToken(authorization);
    const verdict = token ? await verifyAccessToken(context.keys.accessToken, token, context.now()) : null;
    if (!verdict || verdict.status === 'invalid') return null;
    expectedUserId = verdict.claims.userId;
  }
  const result = await refreshSession(context, presented, expectedUserId);
  return result.ok ? result.tokens : null;
}

/**
 * Logout ends ONE session: the refresh token's family, or else the one the access token names (even
 * expired: logging out must work after 15 minutes idle). Other devices stay signed in.
 */
export async function endSession(
  context: AuthContext,
  presented: unknown,
  authorization: string | undefined,
): Promise<void> {
  if (presented !== null && (await endSessionByRefreshToken(context, presented))) return;
  const token = bearerToken(authorization);
  const verdict = token ? await verifyAccessToken(context.keys.accessToken, token, context.now()) : null;
  if (verdict && verdict.status !== 'invalid') {
    await context.store.revokeSession(verdict.claims.sessionId, context.now());
  }
}
