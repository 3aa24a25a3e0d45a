// Vitest global setup of the server project: ONE throw-away PostgreSQL server for the whole run, and a
// template database migrated once; each test's database is a copy of it (tests/support/shared-postgres.ts).
// When PostgreSQL cannot start, the reason is provided instead and every test that needs it fails with it.
import {tmpdir} from 'node:os';
import type {TestProject} from 'vitest/node';
import {openStore} from '../../server/open-store.ts';
import {startPostgres, type TestPostgres} from './postgres.ts';

/** The run's server (its `postgres` database URL) and the migrated template, or why there is none. */
export type ProvidedPostgres = {url: string; template: string} | {error: string};

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: ProvidedPostgres;
  }
}

/** The name of the migrated template database on the run's server. */
export const TEMPLATE_DATABASE = 'nard_template';

/** Creates `name` on `pg` and applies every migration through openStore, as the server would. */
export async function createTemplate(pg: TestPostgres, name = TEMPLATE_DATABASE): Promise<string> {
  const url = await pg.createDatabase(name);
  const {close} = await openStore({dataDir: tmpdir(), databaseUrl: url, databasePoolSize: 1});
  // A template may have no open connection while databases are copied from it.
  await close();
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let pg: TestPostgres | undefined;
  try {
    pg = await startPostgres();
    project.provide('postgres', {url: pg.url, template: await createTemplate(pg)});
  } catch (error) {
    project.provide('postgres', {error: error instanceof Error ? error.message : String(error)});
  }
  return async () => {
    await pg?.stop();
  };
}
