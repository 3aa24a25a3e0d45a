// The test run's PostgreSQL server (tests/support/postgres-setup.ts) inside a test file, and a new database
// name per call. Without that global setup (another vitest config), this process starts its own server.
import {randomBytes} from 'node:crypto';
import {inject} from 'vitest';
import {attachPostgres, startPostgres, type TestPostgres} from './postgres.ts';
import {createTemplate} from './postgres-setup.ts';

/** A server to create databases on, and the migrated template to copy them from. */
export type SharedPostgres = {pg: TestPostgres; template: string};

let own: Promise<SharedPostgres> | undefined;

/** The shared server; throws (the test fails, never skips) when PostgreSQL could not be started. */
export async function sharedPostgres(): Promise<SharedPostgres> {
  const provided = inject('postgres');
  if (provided && 'error' in provided) throw new Error(provided.error);
  if (provided) return {pg: attachPostgres(provided.url), template: provided.template};
  // Stopped when this process exits (startPostgres arranges it).
  own ??= startPostgres().then(async (pg) => ({pg, template: await createTemplate(pg)}));
  return own;
}

/** A database name no other test file or worker uses on the shared server. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
