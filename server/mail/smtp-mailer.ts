// Sends through an SMTP server (SMTP_URL) with nodemailer, one pooled connection set per process. Only the
// outbox's sender calls it (server/jobs/mail-sender.ts), never a request; the timeouts keep a silent
// server from holding a mail's lease for minutes (nodemailer waits 2 min to connect, 10 min per command).
import nodemailer from 'nodemailer';
import {nodemailerMessage} from './mail-message.ts';
import type {Mailer} from './mailer.ts';

/** How long to wait for the TCP connection, the server's greeting, and any one command's answer. */
export const SMTP_TIMEOUTS = {connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000};

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer reads numeric options from the URL's query, as it reads `pool`.
  const options = new URLSearchParams({pool: 'true'});
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) options.set(name, String(ms));
  const transport = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${options}`);
  return {
    async send(message) {
      await transport.sendMail(nodemailerMessage(from, message));
    },
    close() {
      transport.close();
    },
  };
}
