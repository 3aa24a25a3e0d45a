// `npm run admin:reset-two-step -- <email>`: removes a person's authenticator and recovery codes and ends
// their sessions, from the server itself. For the last administrator who lost both the phone and the codes
// (no one is left to reset it in the console); in Activity as done by this command, and the person is mailed.
import {parseArgs} from 'node:util';
import {twoStepResetMail} from '../accounts/two-step-reset-mail.ts';
import {loadConfig} from '../config.ts';
import {createBackgroundWork} from '../jobs/background-work.ts';
import {createMailOutbox} from '../mail-outbox.ts';
import {openStore} from '../open-store.ts';
import {runCommand} from './run-command.ts';

const USAGE = [
  'Usage: npm run admin:reset-two-step -- <email>',
  "Removes the account's authenticator app and recovery codes and signs it out everywhere; the person sets",
  'two-step sign-in up again at their next log-in. The database is DATABASE_URL when set, else DATA_DIR.',
].join('\n');

const COMMAND_ACTOR = {id: 'command-line', email: 'admin:reset-two-step'};

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({allowPositionals: true, options: {help: {type: 'boolean'}}});
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const {store, close} = await openStore(config);
  const background = createBackgroundWork();
  const outbox = createMailOutbox({config, store, now: Date.now, background});
  try {
    const user = await store.resetTwoStep({email: positionals[0]!}, COMMAND_ACTOR, Date.now());
    if (!user) {
      console.error(`No account has the e-mail ${positionals[0]}.`);
      return 1;
    }
    // In the account's language (mailWords loads the catalogue, as outside any request it must).
    await outbox.mailer.send({to: user.email, ...(await twoStepResetMail(user.language, config.publicUrl))});
    // Sent now if the mail server answers; otherwise the server's outbox sender tries again later.
    await background.settled();
    console.info(
      `${user.fullName} <${user.email}>: two-step sign-in removed and every session ended; they were mailed, and set it up again at their next log-in.`,
    );
    return 0;
  } finally {
    outbox.close();
    await close();
  }
}

if (import.meta.main) await runCommand(main);
