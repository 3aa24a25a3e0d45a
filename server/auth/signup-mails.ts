// The two mails a sign-up sends: a welcome to a new address, a notice to the owner of a taken one. Anyone
// can type any address into the form, so neither carries a word the person signing up typed: no name, no
// echoed field, only our text and links to our own site.
import {confirmationLines} from './email-confirmation.ts';

/** Sent to a new account's address, with the link that confirms the address (email-confirmation.ts). */
export function welcomeMail(publicUrl: string, confirmLink: string): {subject: string; text: string} {
  return {
    subject: 'Your Nard Foundation account',
    text: [
      'Hello,',
      '',
      'Thank you for applying to The Nard Foundation. An account was made for this e-mail address.',
      '',
      ...confirmationLines(confirmLink),
      '',
      'You can log in here:',
      '',
      `${publicUrl}/log-in`,
      '',
      'Did you not sign up? Then someone typed your address by mistake. Do not open the link, and write to us and we will remove the account.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}

/** Sent to the owner of an address someone tried to sign up with again. */
export function addressTakenMail(publicUrl: string): {subject: string; text: string} {
  return {
    subject: 'Someone tried to sign up with your e-mail address',
    text: [
      'Hello,',
      '',
      'Someone tried to make a new Nard Foundation account with this e-mail address.',
      'You already have an account, so nothing was changed.',
      '',
      'Was it you? You can log in here:',
      '',
      `${publicUrl}/log-in`,
      '',
      'Forgot your password? You can set a new one here:',
      '',
      `${publicUrl}/forgot-password`,
      '',
      'Was it not you? Then you can ignore this e-mail. Your account stays as it is.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}
