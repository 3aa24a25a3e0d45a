// Without SMTP_URL, each mail becomes an .eml file in DATA_DIR/outbox, readable by any mail program.
import {randomUUID} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import {nodemailerMessage} from './mail-message.ts';
import type {Mailer} from './mailer.ts';

export function createOutboxMailer(dataDir: string, from: string): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  mkdirSync(outbox, {recursive: true, mode: 0o700});
  console.info(`No SMTP_URL set: e-mails are written to ${outbox}`);
  const composer = nodemailer.createTransport({streamTransport: true, buffer: true, newline: 'unix'});
  return {
    async send(message) {
      const info = await composer.sendMail(nodemailerMessage(from, message));
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Mails may hold reset codes: readable by the server's user only.
      writeFileSync(path.join(outbox, `${stamp}-${randomUUID()}.eml`), info.message as Buffer, {mode: 0o600});
    },
    close() {},
  };
}
