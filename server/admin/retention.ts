// `npm run admin:retention -- [--dry-run]`: the daily clean-up (server/privacy/retention.ts) now, or with
// --dry-run only what it would remove. The periods are the RETAIN_* settings; the database is DATABASE_URL
// when set, else DATA_DIR.
import {parseArgs} from 'node:util';
import type {AppDeps} from '../app-deps.ts';
import {loadConfig} from '../config.ts';
import {createBackgroundWork} from '../jobs/background-work.ts';
import {createMailOutbox} from '../mail-outbox.ts';
import {openStore} from '../open-store.ts';
import {runRetention} from '../privacy/retention.ts';
import type {Store} from '../store.ts';
import {runCommand} from './run-command.ts';

const USAGE = [
  'Usage: npm run admin:retention -- [--dry-run]',
  'Deletes what the keeping periods say is due: accounts unused for RETAIN_INACTIVE_ACCOUNT_MONTHS (24),',
  'sign-ups never confirmed after RETAIN_UNCONFIRMED_ACCOUNT_DAYS (30), contact messages handled more than',
  'RETAIN_HANDLED_MESSAGE_MONTHS (12) ago. --dry-run shows what would go and changes nothing.',
].join('\n');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {help: {type: 'boolean'}, 'dry-run': {type: 'boolean'}},
  });
  if (values.help || positionals.length > 0) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const {store, close} = await openStore(config);
  const background = createBackgroundWork();
  const outbox = createMailOutbox({config, store, now: Date.now, background});
  const deps: AppDeps<Store> = {
    config,
    store,
    mailer: outbox.mailer,
    mailSender: outbox.sender,
    now: Date.now,
    background,
  };
  try {
    const {due, removed} = await runRetention(deps, {dryRun: values['dry-run'] === true});
    const found = [
      plural(due.inactiveAccounts.length, 'unused account', 'unused accounts'),
      plural(due.unconfirmedAccounts.length, 'unconfirmed sign-up', 'unconfirmed sign-ups'),
      plural(due.handledMessages, 'handled message', 'handled messages'),
    ].join(', ');
    if (!removed) {
      console.info(`Dry run: would remove ${found}. Nothing was changed.`);
      return 0;
    }
    console.info(
      `Removed ${plural(removed.accounts, 'unused account', 'unused accounts')}, ${plural(removed.unconfirmed, 'unconfirmed sign-up', 'unconfirmed sign-ups')} and ${plural(removed.messages, 'handled message', 'handled messages')}; Activity has the line.`,
    );
    return 0;
  } finally {
    await deps.background.settled();
    outbox.close();
    await close();
  }
}

if (import.meta.main) await runCommand(main);
