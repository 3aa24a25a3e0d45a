// The two mails a sign-up sends: a welcome to a new address, a notice to the owner of a taken one. Anyone
// can type any address into the form, so neither carries a word the person signing up typed: no name, no
// echoed field, only our text and links to our own site. Each is in its reader's language: the welcome in
// the page's the person signed up on, the notice in the existing account's.
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {confirmationLines} from './email-confirmation.ts';

/** Sent to a new account's address, with the link that confirms the address (email-confirmation.ts). */
export async function welcomeMail(
  language: Language,
  publicUrl: string,
  confirmLink: string,
): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('welcomeSubject'),
    text: [
      words('hello'),
      '',
      words('welcomeThanks'),
      '',
      ...confirmationLines(words, confirmLink),
      '',
      words('logInHere'),
      '',
      `${publicUrl}/log-in`,
      '',
      words('welcomeNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/** Sent to the owner of an address someone tried to sign up with again. */
export async function addressTakenMail(language: Language, publicUrl: string): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('takenSubject'),
    text: [
      words('hello'),
      '',
      words('takenTried'),
      words('takenNothingChanged'),
      '',
      words('takenWasItYou'),
      '',
      `${publicUrl}/log-in`,
      '',
      words('takenForgot'),
      '',
      `${publicUrl}/forgot-password`,
      '',
      words('takenNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}
