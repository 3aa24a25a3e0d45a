// `npm run admin:migrate`: applies pending migrations and exits, for deploys that migrate before starting
// the new instances. DATABASE_URL selects PostgreSQL; otherwise DATA_DIR/nard.sqlite.
import {loadConfig} from '../config.ts';
import {migrateDatabase} from '../open-store.ts';
import {runCommand} from './run-command.ts';

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const applied = await migrateDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'SQLite (DATA_DIR/nard.sqlite)';
  console.info(
    applied.length > 0 ? `Applied to ${where}: ${applied.join(', ')}.` : `${where} is up to date.`,
  );
  return 0;
}

if (import.meta.main) await runCommand(main);
