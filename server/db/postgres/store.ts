// The Store on PostgreSQL: content and accounts over one pool, plus the content-version listener.
import type {Store} from '../store.ts';
import {createPostgresAccountStore} from './account-store.ts';
import {createPostgresApplicantStore} from './applicant-store.ts';
import type {Sql} from './connect.ts';
import {createPostgresContentStore} from './content-store.ts';
import {followContentVersion} from './content-version.ts';
import {createPostgresEventSignupStore} from './event-signup-store.ts';
import {createPostgresRateCounterStore} from './rate-counter-store.ts';
import {createPostgresSiteSettingsStore} from './site-settings-store.ts';
import {createPostgresStaffStore} from './staff-store.ts';

/** A PostgreSQL Store and how to stop its listener (the pool is the caller's to end). */
export type PostgresStore = {store: Store; stop(): Promise<void>};

/** The Store over a migrated database; resolves once it follows the content version. */
export async function createPostgresStore(sql: Sql): Promise<PostgresStore> {
  const version = await followContentVersion(sql);
  const store: Store = {
    ...createPostgresContentStore(sql, version),
    ...createPostgresAccountStore(sql),
    ...createPostgresStaffStore(sql, version),
    ...createPostgresApplicantStore(sql),
    ...createPostgresSiteSettingsStore(sql, version),
    ...createPostgresRateCounterStore(sql),
    ...createPostgresEventSignupStore(sql, version),
  };
  return {store, stop: () => version.stop()};
}
