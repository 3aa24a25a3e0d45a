// What every route and middleware receives: injected, so tests can swap the clock or the mailer. A module
// names the stores it uses (`AppDeps<GiftStores>`): it sees its domain's storage, not the whole Store.
import type {ServerConfig} from './config.ts';
import type {BackgroundWork} from './jobs/background-work.ts';
import type {MailSender} from './jobs/mail-sender.ts';
import type {Mailer} from './mail/mailer.ts';

/** The dependencies the app is built from; `now` returns milliseconds since the epoch. */
export type AppDeps<S = unknown> = {
  config: ServerConfig;
  /** The storage this module may use; the app passes the whole Store, which has every domain's. */
  store: S;
  /** Queues each mail in the outbox (mail/queued-mailer.ts); the answer never waits for SMTP. */
  mailer: Mailer;
  /** The outbox's sender: `wake` after a transaction that wrote a mail (a receipt with its gift). */
  mailSender: Pick<MailSender, 'wake'>;
  now: () => number;
  /** Work the answers do not wait for (mails); the server lets it finish before it stops. */
  background: BackgroundWork;
};
