// Bearer access-token check for routes that need a signed-in user (RFC 6750). The messages are the ones the
// client's refresh-and-retry logic listens for (SPEC section 8): 'jwt expired' and 'Invalid Access Token'.
import type {Context} from 'hono';
import {createMiddleware} from 'hono/factory';
import {MESSAGES} from '../../core/messages/index.ts';
import {fail} from '../http/answers.ts';
import {bearerToken, verifyAccessToken} from './access-token.ts';
import type {AuthContext} from './auth-context.ts';
import type {PublicUser} from './store/account-store.ts';

/** What `requireUser` puts on the context: `c.get('user')`, `c.get('sessionId')`. */
export type SignedInVariables = {user: PublicUser; sessionId: string};

function refuse(c: Context, message: string): Response {
  const description =
    message === MESSAGES.jwtExpired ? 'The access token expired' : 'The access token is invalid';
  c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${description}"`);
  return fail(c, 401, message);
}

/**
 * Lets the request through only with a valid, unexpired access token whose user exists and whose session
 * is still open (so logout and a password reset end access at once, not after 15 minutes).
 * @example auth.get('/me', requireUser(context), (c) => ok(c, {user: c.get('user')}))
 */
export function requireUser(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (!token) return refuse(c, MESSAGES.invalidAccessToken);
    const verdict = await verifyAccessToken(context.keys.accessToken, token, context.now());
    if (verdict.status === 'expired') return refuse(c, MESSAGES.jwtExpired);
    if (verdict.status === 'invalid') return refuse(c, MESSAGES.invalidAccessToken);
    const {userId, sessionId} = verdict.claims;
    const user = await context.store.findSessionUser(userId, sessionId, context.now());
    if (!user) return refuse(c, MESSAGES.invalidAccessToken);
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  });
}
