// Sends through an SMTP server (SMTP_URL) with nodemailer, one pooled connection set per process.
import nodemailer from 'nodemailer';
import type {Mailer} from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
  return {
    async send({to, subject, text, replyTo, attachments}) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(replyTo ? {replyTo} : {}),
        ...(attachments ? {attachments} : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
