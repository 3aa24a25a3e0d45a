// The forgotten-password code: asking for one answers the same for known and unknown e-mails (ASVS 2.5.x,
// OWASP Forgot Password Cheat Sheet), with a resend pause and a daily cap that apply to every address alike.
import {createHmac} from 'node:crypto';
import {RESEND_OTP_SECONDS} from '../../core/data/index.ts';
import type {AuthContext} from './auth-context.ts';
import {hashOpaqueToken, newOpaqueToken} from './opaque-token.ts';
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
export function resetCodeMail(code: string, link: string, ttlMs: number): {subject: string; text: string} {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000));
  return {
    subject: 'Your code to reset your password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of the Nard Foundation account for this e-mail address.',
      '',
      'Here is your code:',
      '',
      `    ${code}`,
      '',
      'Type it on the page where you asked for it. Or open this link to set a new password:',
      '',
      link,
      '',
      `The code and the link work once, for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      '',
      'Did you not ask for this? Then you can ignore this e-mail. Your password stays the same.',
      '',
      'The Nard Foundation',
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
  const claim = await context.store.requestOtp(
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
  // Requests are recorded only when a code is made, so the pause and the cap count mails really sent.
  if (!claim.claimed)
    return {status: 'dropped', reason: now - claim.lastAt < minGapMs ? 'too-soon' : 'daily-cap'};
  if (claim.recipient) {
    const to = claim.recipient.email;
    const link = resetLink(context.publicUrl(), to, linkToken);
    context.mailer.send({to, ...resetCodeMail(code, link, context.otpTtlMs)}).catch((error: unknown) => {
      console.error('Reset code mail was not sent:', error instanceof Error ? error.message : error);
    });
  }
  return {status: 'mailed'};
}
