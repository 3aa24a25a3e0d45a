// Two real servers (server/main.ts) on different free ports sharing one PostgreSQL database, started at
// the same moment on an empty database, as a load-balanced deployment would run them.

import type {TestPostgres} from './postgres.ts';
import {type RunningServer, startServer} from './start-server.ts';

export type TwoInstances = {a: RunningServer; b: RunningServer; databaseUrl: string; stop(): Promise<void>};

/** Starts both instances together on a fresh database `name` of `pg`; `env` is added to both. */
export async function startTwoInstances(
  pg: TestPostgres,
  name: string,
  env: Record<string, string> = {},
): Promise<TwoInstances> {
  const databaseUrl = await pg.createDatabase(name);
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: `${name}-secret-with-at-least-32-characters`,
    DATA_KEY: '5e'.repeat(32),
    ...env,
  };
  const [a, b] = await Promise.all([startServer({env: shared}), startServer({env: shared})]);
  return {
    a,
    b,
    databaseUrl,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
    },
  };
}
