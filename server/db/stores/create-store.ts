// The Store: every domain's store over one StoreContext (the pool, or one open transaction).
import type {DatabaseSync} from 'node:sqlite';
import {createPostgresApplicantStore} from '../postgres/applicant-store.ts';
import type {Sql} from '../postgres/connect.ts';
import type {ContentVersionFollower} from '../postgres/content-version.ts';
import {createPostgresSiteSettingsStore} from '../postgres/site-settings-store.ts';
import {createPostgresStaffStore} from '../postgres/staff-store.ts';
import {createSqliteApplicantStore} from '../sqlite-applicant-store.ts';
import {createSqliteSiteSettingsStore} from '../sqlite-site-settings-store.ts';
import {createSqliteStaffStore} from '../sqlite-staff-store.ts';
import type {Store} from '../store.ts';
import type {StoreContext} from '../store-context.ts';
import {accountStore} from './accounts.ts';
import {contentStore} from './content.ts';
import {eventSignupStore} from './event-signups.ts';
import {rateCounterStore} from './rate-counters.ts';

/** TEMPORARY while the stores move here: the old stores' handles. */
export type LegacyHandles =
  | {kind: 'sqlite'; db: DatabaseSync; writes: {count: number}}
  | {kind: 'postgres'; sql: Sql; version: ContentVersionFollower};

function legacyStores(legacy: LegacyHandles) {
  if (legacy.kind === 'sqlite') {
    const {db, writes} = legacy;
    return {
      ...createSqliteStaffStore(db, writes),
      ...createSqliteApplicantStore(db),
      ...createSqliteSiteSettingsStore(db, writes),
    };
  }
  const {sql, version} = legacy;
  return {
    ...createPostgresStaffStore(sql, version),
    ...createPostgresApplicantStore(sql),
    ...createPostgresSiteSettingsStore(sql, version),
  };
}

/** Every store over `ctx`; cheap, so a transaction gets its own (`withStartLock`). */
export function createStore(ctx: StoreContext & {legacy?: LegacyHandles}): Store {
  return {
    ...legacyStores(ctx.legacy!),
    ...accountStore(ctx),
    ...rateCounterStore(ctx),
    ...contentStore(ctx),
    ...eventSignupStore(ctx),
  };
}
