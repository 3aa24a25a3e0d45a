// Changing an account's e-mail address (issue 24): the owner (proven by the password) names a new address;
// a link goes there, and the account moves when it is opened, so nobody can move an account to an address
// they cannot read. The current address is told at once, so a change by someone with the password is seen.
import {type BookKey, type Language, mailsAccountBook, type Words} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailMessage} from '../mail/mailer.ts';
import {queueMessage} from '../mail/queued-mailer.ts';
import {hashOpaqueToken, newOpaqueToken} from '../security/opaque-token.ts';
import type {AuthContext} from './auth-context.ts';
import {confirmationLink} from './email-confirmation.ts';
import type {PublicUser} from './store/account-store.ts';

/** How long a change link works. */
export const EMAIL_CHANGE_HOURS = 24;

/** "a***@example.org": enough for the owner to recognise, not an address to copy. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

type AccountWords = Words<BookKey<typeof mailsAccountBook>>;

const mailOf = (
  words: AccountWords,
  language: Language,
  to: string,
  subject: string,
  lines: string[],
): MailMessage => ({
  to,
  subject,
  text: [words('hello'), '', ...lines, '', words('signature')].join('\n'),
  language,
});

/**
 * Mails the link to the new address (or, when it has an account already, says so there) and tells the old.
 * Each mail is in its reader's language: the account's, or the other account's at a taken address.
 */
export async function requestEmailChange(
  context: AuthContext,
  user: PublicUser,
  newEmail: string,
): Promise<void> {
  const now = context.now();
  const taken = await context.store.findAccountByEmail(newEmail);
  const words = await mailWords(mailsAccountBook, user.language);
  const mails = [
    mailOf(words, user.language, user.email, words('changeOldSubject'), [
      words('changeOldBody', {address: maskedAddress(newEmail)}),
      words('changeOldNotYou'),
    ]),
  ];
  if (taken) {
    const theirs = await mailWords(mailsAccountBook, taken.language);
    mails.push(
      mailOf(theirs, taken.language, newEmail, theirs('changeTakenSubject'), [
        theirs('changeTakenBody'),
        theirs('changeTakenWasYou'),
      ]),
    );
  }
  // The link and every notice commit together (issue 55): none is lost, and the answer never waits for SMTP.
  await context.store.inOneTransaction(async (tx) => {
    if (!taken) {
      const token = newOpaqueToken();
      await tx.createEmailLink(
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
        mailOf(words, user.language, newEmail, words('changeNewSubject'), [
          words('changeNewAsk'),
          '',
          confirmationLink(context.publicUrl(), token),
          '',
          words('changeNewWorks', {hours: EMAIL_CHANGE_HOURS}),
        ]),
      );
    }
    for (const mail of mails) await queueMessage(tx, mail, now, 'an e-mail change notice');
  });
  context.mailSender.wake();
}
