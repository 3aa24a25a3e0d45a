// A MailMessage as nodemailer takes it, for both mailers (SMTP and the outbox), so each mail carries the
// same headers whichever way it leaves.
import type {SendMailOptions} from 'nodemailer';
import {LANGUAGE_TAGS} from '../../core/i18n/index.ts';
import type {MailMessage} from './mailer.ts';

/** nodemailer's options for one message from `from`: its words, the Content-Language of them, its files. */
export function nodemailerMessage(
  from: string,
  {to, subject, text, language, replyTo, attachments}: MailMessage,
): SendMailOptions {
  return {
    from,
    to,
    subject,
    text,
    // RFC 3282: the language of the words (e.g. zh-Hans-SG), as the site's pages say it in `lang`.
    headers: {'Content-Language': LANGUAGE_TAGS[language]},
    ...(replyTo ? {replyTo} : {}),
    ...(attachments ? {attachments} : {}),
  };
}
