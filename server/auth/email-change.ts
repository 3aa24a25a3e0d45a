// Changing an account's e-mail address (issue 24): the owner (proven by the password) names a new address;
// a link goes there, and the account moves when it is opened, so nobody can move an account to an address
// they cannot read. The current address is told at once, so a change by someone with the password is seen.
import type {PublicUser} from '../db/account-store.ts';
import type {AuthContext} from './auth-context.ts';
import {confirmationLink} from './email-confirmation.ts';
import {hashOpaqueToken, newOpaqueToken} from './opaque-token.ts';

/** How long a change link works. */
export const EMAIL_CHANGE_HOURS = 24;

/** "a***@example.org": enough for the owner to recognise, not an address to copy. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

const mailOf = (to: string, subject: string, lines: string[]) => ({
  to,
  subject,
  text: ['Hello,', '', ...lines, '', 'The Nard Foundation'].join('\n'),
});

/** Mails the link to the new address (or, when it has an account already, says so there) and tells the old. */
export async function requestEmailChange(
  context: AuthContext,
  user: PublicUser,
  newEmail: string,
): Promise<void> {
  const now = context.now();
  const taken = await context.store.findAccountByEmail(newEmail);
  const mails = [
    mailOf(user.email, 'Your e-mail address is being changed', [
      `Someone who knows your password asked to move your Nard Foundation account to ${maskedAddress(newEmail)}. It moves when the link we sent there is opened.`,
      'Was it not you? Reset your password from the log-in page now, and tell us.',
    ]),
  ];
  if (taken) {
    mails.push(
      mailOf(newEmail, 'Your address was given for another account', [
        'Someone asked to move another Nard Foundation account to this address. This address has an account already, so nothing changed.',
        'Was it you? Log in with this address instead.',
      ]),
    );
  } else {
    const token = newOpaqueToken();
    await context.store.createEmailLink(
      {
        userId: user.id,
        email: newEmail,
        tokenHash: hashOpaqueToken(token),
        expiresAt: now + EMAIL_CHANGE_HOURS * 3_600_000,
        changesAddress: true,
      },
      now,
    );
    mails.push(
      mailOf(newEmail, 'Confirm your new e-mail address', [
        'To move your Nard Foundation account to this address, open this link:',
        '',
        confirmationLink(context.publicUrl(), token),
        '',
        `The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until you open it, your account keeps its current address.`,
      ]),
    );
  }
  for (const mail of mails) {
    await context.mailer.send(mail).catch((error: unknown) => {
      console.error('An e-mail change notice was not sent:', error instanceof Error ? error.message : error);
    });
  }
}
