// What every route and middleware receives: injected, so tests can swap the clock or the mailer.
import type {ServerConfig} from './config.ts';
import type {Store} from './db/store.ts';
import type {BackgroundWork} from './jobs/background-work.ts';
import type {Mailer} from './mail/mailer.ts';

/** The dependencies the app is built from; `now` returns milliseconds since the epoch. */
export type AppDeps = {
  config: ServerConfig;
  store: Store;
  mailer: Mailer;
  now: () => number;
  /** Work the answers do not wait for (mails); the server lets it finish before it stops. */
  background: BackgroundWork;
};
