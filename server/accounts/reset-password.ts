// Verifying the code and setting the new password. Tries are counted before a code is compared, in one SQL
// statement, so parallel guesses cannot exceed OTP_MAX_ATTEMPTS (ASVS 2.2.1, NIST SP 800-63B 5.2.2);
// the code and the reset token are each consumed by one conditional UPDATE, so each works exactly once.
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {hashOpaqueToken, isOpaqueTokenShape, newOpaqueToken} from '../security/opaque-token.ts';
import type {AuthContext} from './auth-context.ts';
import {OTP_ACCOUNT_TRIES, OTP_ACCOUNT_WINDOW_MS, OTP_MAX_ATTEMPTS, otpCodeMatches} from './otp-code.ts';

/** How long the reset token from a verified code works. */
export const RESET_TOKEN_TTL_MS = 15 * 60_000;

/**
 * Why a code was refused. `incorrect` is also the answer for an unknown e-mail or a used code;
 * `account-closed`: the account's code tries for 30 days are used up, only the mailed link works.
 */
export type CodeFailure = 'incorrect' | 'expired' | 'too-many-tries' | 'account-closed';

/** Checks a code; on success consumes it and returns a single-use reset token. */
export async function verifyResetCode(
  context: AuthContext,
  email: string,
  code: string,
): Promise<{ok: true; resetToken: string} | {ok: false; reason: CodeFailure}> {
  const now = context.now();
  const account = await context.store.findAccountByEmail(email);
  const live = account ? await context.store.findLiveOtp(account.id) : null;
  if (!account || !live) return {ok: false, reason: 'incorrect'};
  if (live.expiresAt <= now) return {ok: false, reason: 'expired'};
  if (live.attempts >= OTP_MAX_ATTEMPTS) return {ok: false, reason: 'too-many-tries'};

  const claimed = await context.store.claimOtpAttempt(live.id, OTP_MAX_ATTEMPTS, now, {
    userId: account.id,
    maxTries: OTP_ACCOUNT_TRIES,
    since: now - OTP_ACCOUNT_WINDOW_MS,
  });
  if (claimed === 'account-closed') return {ok: false, reason: 'account-closed'};
  // Null here means a parallel request used the last try, consumed the code, or it expired meanwhile.
  if (!claimed) return {ok: false, reason: 'too-many-tries'};
  if (!otpCodeMatches(context.keys.otp, account.email, code, claimed.codeHash))
    return {ok: false, reason: 'incorrect'};
  if (!(await context.store.consumeOtp(live.id, now))) return {ok: false, reason: 'incorrect'};

  const resetToken = newOpaqueToken();
  await context.store.createResetToken(
    {
      userId: account.id,
      email: account.email,
      tokenHash: hashOpaqueToken(resetToken),
      expiresAt: now + RESET_TOKEN_TTL_MS,
    },
    now,
  );
  return {ok: true, resetToken};
}

/** The notice sent after a password change, so an owner who did not do it can react (ASVS 2.2.3). */
export async function passwordChangedMail(language: Language): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('passwordChangedSubject'),
    text: [
      words('hello'),
      '',
      words('passwordChangedBody'),
      words('passwordChangedLogIn'),
      '',
      words('passwordChangedNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/**
 * Sets a new password with a reset token. The token is checked before hashing (hashing costs ~50 ms) and
 * consumed, with the password change and the revocation of every session, in one transaction.
 */
export async function resetPasswordWithToken(
  context: AuthContext,
  email: string,
  resetToken: string,
  newPassword: string,
): Promise<boolean> {
  if (!isOpaqueTokenShape(resetToken)) return false;
  const account = await context.store.findAccountByEmail(email);
  if (!account) return false;
  const tokenHash = hashOpaqueToken(resetToken);
  if (!(await context.store.isResetTokenLive(account.id, tokenHash, context.now()))) return false;
  const passwordHash = await context.passwords.hash(newPassword);
  if (!(await context.store.resetPassword(account.id, tokenHash, passwordHash, context.now()))) return false;
  context.background.track(
    passwordChangedMail(account.language)
      .then((mail) => context.mailer.send({to: account.email, ...mail}))
      .catch((error: unknown) => {
        console.error('Password notice mail was not sent:', error instanceof Error ? error.message : error);
      }),
  );
  return true;
}
