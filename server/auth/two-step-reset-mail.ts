// The mail to a person whose second factors an administrator (or the server's command) reset: our words
// only, so a mistaken or malicious reset is noticed by the account's owner; in the account's language.
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';

/** Tells the owner their passkeys, authenticator and recovery codes are gone and their sessions ended. */
export async function twoStepResetMail(
  language: Language,
  publicUrl: string,
): Promise<{subject: string; text: string}> {
  const words = await mailWords(mailsAccountBook, language);
  return {
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
