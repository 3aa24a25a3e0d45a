// The mail to a person whose second factors an administrator (or the server's command) reset: our words
// only, so a mistaken or malicious reset is noticed by the account's owner; in the account's language.
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';

/** Tells the owner their passkeys, authenticator and recovery codes are gone and their sessions ended. */
export async function twoStepResetMail(language: Language, publicUrl: string): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('twoStepResetSubject'),
    text: [
      words('hello'),
      '',
      words('twoStepResetBody'),
      words('twoStepResetSetUp'),
      '',
      `${publicUrl}/log-in`,
      '',
      words('twoStepResetNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}
