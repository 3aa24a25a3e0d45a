// `npm run admin:grant -- <email> --role <user|staff|admin>`: sets the role of an existing account. This is
// how the first administrator is made; after that, administrators change roles in the staff console.
import {parseArgs} from 'node:util';
import {isRole, ROLES, roleLabel} from '../../core/accounts/index.ts';
import {loadConfig} from '../config.ts';
import {openStore} from '../open-store.ts';
import {runCommand} from './run-command.ts';

const USAGE = [
  `Usage: npm run admin:grant -- <email> --role <${ROLES.join('|')}>`,
  'Sets the role of an existing account. The change works on the next request (no new login needed).',
  'The database is DATABASE_URL (PostgreSQL) when set, else DATA_DIR/nard.sqlite (DATA_DIR: ./data).',
].join('\n');

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {role: {type: 'string'}, help: {type: 'boolean'}},
  });
  if (values.help || positionals.length !== 1 || !isRole(values.role)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const {store, close} = await openStore(config);
  try {
    const email = positionals[0]!;
    const result = await store.grantRoleByEmail(email, values.role, Date.now());
    if (!result) {
      console.error(`No account has the e-mail ${email}. The person must sign up first.`);
      return 1;
    }
    const who = `${result.user.fullName} <${result.user.email}>`;
    console.info(
      result.before === result.after
        ? `${who} already has the role ${roleLabel(result.after)} (${result.after}); nothing changed.`
        : `${who}: role changed from ${roleLabel(result.before)} (${result.before}) to ${roleLabel(result.after)} (${result.after}). They are signed out everywhere; the role applies from their next log-in.`,
    );
    const hasFactor =
      (await store.findTotp(result.user.id))?.confirmed ||
      (await store.listPasskeys(result.user.id)).length > 0;
    if (result.after !== 'user' && !hasFactor) {
      console.info(
        'Staff accounts need two-step sign-in: on their first visit to /staff they are asked to add a passkey or set up an authenticator app, and nothing of the console opens before that.',
      );
    }
    return 0;
  } finally {
    await close();
  }
}

if (import.meta.main) await runCommand(main);
