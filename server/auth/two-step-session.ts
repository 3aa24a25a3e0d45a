// After a second step passes: the signed-in user for the answer, and the mail that tells the owner a
// recovery code was used (someone may hold their password and their codes).
import type {PublicUser} from '../db/account-store.ts';
import {verifyAccessToken} from './access-token.ts';
import type {AuthContext} from './auth-context.ts';
import type {TokenPair} from './sessions.ts';

/** The user of a session just started, as the log-in answer shows them. */
export async function signedInUser(context: AuthContext, tokens: TokenPair): Promise<PublicUser> {
  const verdict = await verifyAccessToken(context.keys.accessToken, tokens.accessToken, context.now());
  if (verdict.status !== 'valid') throw new Error('A session just started has no valid access token.');
  const {userId, sessionId} = verdict.claims;
  const user = await context.store.findSessionUser(userId, sessionId, context.now());
  if (!user) throw new Error('A session just started has no user.');
  return user;
}

/** Tells the owner a recovery code signed them in, and how many are left; a failure is logged. */
export async function mailRecoveryCodeUsed(
  context: AuthContext,
  user: PublicUser,
  left: number,
): Promise<void> {
  try {
    await context.mailer.send({
      to: user.email,
      subject: 'A recovery code was used to sign in to your Nard Foundation account',
      text: [
        'Hello,',
        '',
        `A recovery code was just used to sign in to your account, instead of your authenticator app. You have ${left} recovery code${left === 1 ? '' : 's'} left.`,
        'Lost your phone? Set up the authenticator again on your profile, and make new recovery codes there.',
        '',
        'Was it not you? Someone has your password and a recovery code. Reset your password now from the log-in page, and tell us.',
        '',
        'The Nard Foundation',
      ].join('\n'),
    });
  } catch (error) {
    console.error('The recovery code notice was not sent:', error instanceof Error ? error.message : error);
  }
}
