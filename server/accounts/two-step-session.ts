// After a second step passes: the signed-in user for the answer, and the mail that tells the owner a
// recovery code was used (someone may hold their password and their codes).
import {mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import {verifyAccessToken} from './access-token.ts';
import type {AuthContext} from './auth-context.ts';
import type {TokenPair} from './sessions.ts';
import type {PublicUser} from './store/account-store.ts';

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
    const words = await mailWords(mailsAccountBook, user.language);
    await context.mailer.send({
      to: user.email,
      language: user.language,
      subject: words(signIn ? 'recoverySignInSubject' : 'recoveryStepUpSubject'),
      text: [
        words('hello'),
        '',
        words(signIn ? 'recoverySignInUsed' : 'recoveryStepUpUsed', {left}),
        words('recoveryLostPhone'),
        '',
        words(signIn ? 'recoverySignInNotYou' : 'recoveryStepUpNotYou'),
        '',
        words('signature'),
      ].join('\n'),
    });
  } catch (error) {
    console.error('The recovery code notice was not sent:', error instanceof Error ? error.message : error);
  }
}
