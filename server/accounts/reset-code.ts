// The forgotten-password code: asking for one answers the same for known and unknown e-mails (ASVS 2.5.x,
// OWASP Forgot Password Cheat Sheet), with a resend pause and a daily cap that apply to every address alike.
import {createHmac} from 'node:crypto';
import {RESEND_OTP_SECONDS} from '../../core/design/index.ts';
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {queueMessage} from '../mail/queued-mailer.ts';
import {hashOpaqueToken, newOpaqueToken} from '../security/opaque-token.ts';
import type {AuthContext} from './auth-context.ts';
import {hashOtpCode, newOtpCode, OTP_DAILY_CAP} from './otp-code.ts';

/**
 * What became of a code request; the person asking is told the same either way (issue 19 #4). `mailed`:
 * a code went out (or, for an unknown e-mail, would have); `dropped`: the address had a code less than
 * RESEND_OTP_SECONDS ago or OTP_DAILY_CAP today, so nothing was sent. Refusing instead would let anyone
 * who knows an address block its owner's reset.
 */
export type CodeRequestResult = {status: 'mailed'} | {status: 'dropped'; reason: 'too-soon' | 'daily-cap'};

/** An HMAC of the address: lets us throttle unknown addresses without storing them. */
export function emailKey(context: AuthContext, email: string): string {
  return createHmac('sha256', context.keys.lookup).update(`email\n${email}`).digest('hex');
}

/**
 * The reset mail: the code and a one-time link, no word typed by anyone (a stranger may have asked for it),
 * and what to do if it was not you. The link carries the address and token in the fragment, which
 * browsers never send to a server, so they stay out of logs.
 */
export async function resetCodeMail(
  language: Language,
  code: string,
  link: string,
  ttlMs: number,
): Promise<MailContent> {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000));
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('resetSubject'),
    text: [
      words('hello'),
      '',
      words('resetAsked'),
      '',
      words('resetHereIsCode'),
      '',
      `    ${code}`,
      '',
      words('resetTypeIt'),
      '',
      link,
      '',
      words('resetWorks', {minutes}),
      '',
      words('resetNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/** The one-time link of the reset mail: /update-password with the address and token in the fragment. */
export function resetLink(publicUrl: string, email: string, token: string): string {
  const fragment = new URLSearchParams({email, token}).toString();
  return `${publicUrl}/update-password#${fragment}`;
}

/**
 * Records the request and, when the account exists, stores a new code and mails it. Both cases run the
 * same single transaction, and the mail goes out in the background, so the answer's timing does not tell
 * whether an account exists.
 */
export async function requestResetCode(context: AuthContext, email: string): Promise<CodeRequestResult> {
  const now = context.now();
  const key = emailKey(context, email);
  const minGapMs = RESEND_OTP_SECONDS * 1000;
  const code = newOtpCode();
  // At least 128 random bits (here 256), single use, and the code's lifetime: a reset token of its own.
  const linkToken = newOpaqueToken();
  // The code and its mail commit together (issue 55): a code is never made without its mail. Rendering
  // the mail inside the transaction costs the existing-account case well under a millisecond.
  const claim = await context.store.inOneTransaction(async (tx) => {
    const claimed = await tx.requestOtp(
      {
        emailKey: key,
        email,
        codeHash: hashOtpCode(context.keys.otp, email, code),
        linkTokenHash: hashOpaqueToken(linkToken),
        expiresAt: now + context.otpTtlMs,
      },
      now,
      {minGapMs, dailyCap: OTP_DAILY_CAP},
    );
    if (claimed.claimed && claimed.recipient) {
      const to = claimed.recipient.email;
      const link = resetLink(context.publicUrl(), to, linkToken);
      // In the account's language: the code goes only to an account's own address.
      const mail = await resetCodeMail(claimed.recipient.language, code, link, context.otpTtlMs);
      await queueMessage(tx, {to, ...mail}, now, 'a reset code mail');
    }
    return claimed;
  });
  // Requests are recorded only when a code is made, so the pause and the cap count mails really sent.
  if (!claim.claimed)
    return {status: 'dropped', reason: now - claim.lastAt < minGapMs ? 'too-soon' : 'daily-cap'};
  if (claim.recipient) context.mailSender.wake();
  return {status: 'mailed'};
}
