// The Mailer the routes are given (issue 55): `send` writes the mail to the outbox and wakes the sender, so
// a request waits for one INSERT, never for SMTP. `queueMessage` writes one through a transaction's store,
// so a mail commits with the change that causes it (the caller wakes the sender after the commit).

import type {Mailer, MailMessage} from './mailer.ts';
import type {MailOutboxStore, QueuedMail} from './store/mail-outbox-store.ts';

// Long enough to tell mails apart in the log; subjects carry no codes or addresses.
const WHAT_MAX = 80;

/** The outbox row of `message`: files as base64, `what` from its subject unless given. */
export function queuedMail(message: MailMessage, what?: string): QueuedMail {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    language: message.language,
    ...(message.replyTo ? {replyTo: message.replyTo} : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map(({filename, contentType, content}) => ({
            filename,
            contentType,
            base64: Buffer.from(content).toString('base64'),
          })),
        }
      : {}),
    what: what ?? `the mail “${message.subject.slice(0, WHAT_MAX)}”`,
  };
}

/**
 * Writes `message` to the outbox through `store`; with a transaction's store it commits with the change.
 * @example await deps.store.inOneTransaction(async (tx) => { ...; await queueMessage(tx, mail, now); });
 */
export function queueMessage(
  store: MailOutboxStore,
  message: MailMessage,
  now: number,
  what?: string,
): Promise<void> {
  return store.queueMail(queuedMail(message, what), now);
}

/** A Mailer whose `send` queues; `wake` tells the sender a mail was committed. */
export function createQueuedMailer(store: MailOutboxStore, now: () => number, wake: () => void): Mailer {
  return {
    async send(message) {
      await queueMessage(store, message, now());
      wake();
    },
    close() {},
  };
}
