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
  /** What the code did: signed in, or confirmed a signed-in person before a sensitive change (step-up). */
  purpose: 'sign-in' | 'step-up' = 'sign-in',
): Promise<void> {
  const signIn = purpose === 'sign-in';
  try {
    await context.mailer.send({
      to: user.email,
      subject: signIn
        ? 'A recovery code was used to sign in to your Nard Foundation account'
        : 'A recovery code was used on your Nard Foundation account',
      text: [
        'Hello,',
        '',
        `A recovery code was just used ${signIn ? 'to sign in to your account' : 'to confirm a change on your account'}, instead of your passkey or authenticator app. You have ${left} recovery code${left === 1 ? '' : 's'} left.`,
        'Lost your phone? Add a passkey or set up the authenticator again on your profile, and make new recovery codes there.',
        '',
        signIn
          ? 'Was it not you? Someone has your password and a recovery code. Reset your password now from the log-in page, and tell us.'
          : 'Was it not you? Someone is signed in to your account and has a recovery code. Reset your password now from the log-in page (it signs every device out), and tell us.',
        '',
        'The Nard Foundation',
      ].join('\n'),
    });
  } catch (error) {
    console.error('The recovery code notice was not sent:', error instanceof Error ? error.message : error);
  }
}
