// Sends through an SMTP server (SMTP_URL) with nodemailer, one pooled connection set per process.
import nodemailer from 'nodemailer';
import {nodemailerMessage} from './mail-message.ts';
import type {Mailer} from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
  return {
    async send(message) {
      await transport.sendMail(nodemailerMessage(from, message));
    },
    close() {
      transport.close();
    },
  };
}
