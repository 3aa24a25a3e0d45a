// The mail path of a process (issue 55): requests get a Mailer that queues (queued-mailer.ts), and the
// outbox's sender (jobs/mail-sender.ts) hands the rows to the transport: SMTP when SMTP_URL is set, else
// .eml files in DATA_DIR/outbox (create-mailer.ts).
import type {ServerConfig} from './config.ts';
import {receiptMessage} from './gifts/receipts.ts';
import type {BackgroundWork} from './jobs/background-work.ts';
import {createMailSender, type MailSender} from './jobs/mail-sender.ts';
import {createMailer} from './mail/create-mailer.ts';
import type {Mailer} from './mail/mailer.ts';
import {createQueuedMailer} from './mail/queued-mailer.ts';
import type {Store} from './store.ts';

/** The queueing mailer for the app, the sender, and `close` for the transport. */
export type MailOutbox = {mailer: Mailer; sender: MailSender; close(): void};

/**
 * Builds the process's mail path; `transport` replaces SMTP or the .eml files (a test's catcher).
 * @example const outbox = createMailOutbox({config, store, now: Date.now, background}); outbox.sender.start(5_000);
 */
export function createMailOutbox(options: {
  config: ServerConfig;
  store: Store;
  now: () => number;
  background: BackgroundWork;
  transport?: Mailer;
}): MailOutbox {
  const {config, store, now, background} = options;
  const transport = options.transport ?? createMailer(config);
  const sender = createMailSender({
    store,
    transport,
    now,
    background,
    receiptOf: (giftId, to) => receiptMessage({config, store}, giftId, to),
    leaseMs: config.mailLeaseMs,
  });
  return {mailer: createQueuedMailer(store, now, sender.wake), sender, close: () => transport.close()};
}
