// The Store: every domain's store over one StoreContext (the pool, or one open transaction).
import type {DatabaseSync} from 'node:sqlite';
import {createPostgresAccountStore} from '../postgres/account-store.ts';
import type {Sql} from '../postgres/connect.ts';
import {createPostgresContentStore} from '../postgres/content-store.ts';
import type {ContentVersionFollower} from '../postgres/content-version.ts';
import {createPostgresEventSignupStore} from '../postgres/event-signup-store.ts';
import {createSqliteAccountStore} from '../sqlite-account-store.ts';
import {createSqliteContentStore} from '../sqlite-content-store.ts';
import {createSqliteEventSignupStore} from '../sqlite-event-signup-store.ts';
import type {Store} from '../store.ts';
import type {StoreContext} from '../store-context.ts';
import {applicantStore} from './applicants.ts';
import {rateCounterStore} from './rate-counters.ts';
import {siteSettingsStore} from './site-settings.ts';
import {staffStore} from './staff.ts';

/** TEMPORARY while the stores move here: the old stores' handles. */
export type LegacyHandles =
  | {kind: 'sqlite'; db: DatabaseSync; writes: {count: number}}
  | {kind: 'postgres'; sql: Sql; version: ContentVersionFollower};

function legacyStores(legacy: LegacyHandles) {
  if (legacy.kind === 'sqlite') {
    const {db, writes} = legacy;
    return {
      ...createSqliteContentStore(db, writes),
      ...createSqliteAccountStore(db),
      ...createSqliteEventSignupStore(db, writes),
    };
  }
  const {sql, version} = legacy;
  return {
    ...createPostgresContentStore(sql, version),
    ...createPostgresAccountStore(sql),
    ...createPostgresEventSignupStore(sql, version),
  };
}

/** Every store over `ctx`; cheap, so a transaction gets its own (`withStartLock`). */
export function createStore(ctx: StoreContext & {legacy?: LegacyHandles}): Store {
  return {
    ...legacyStores(ctx.legacy!),
    ...rateCounterStore(ctx),
    ...staffStore(ctx),
    ...applicantStore(ctx),
    ...siteSettingsStore(ctx),
  };
}
