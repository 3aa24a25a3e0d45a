// The storage the routes see: public content plus accounts, both behind interfaces.
import type {DatabaseSync} from 'node:sqlite';
import type {AccountStore} from './account-store.ts';
import type {ContentStore} from './content-store.ts';
import {createSqliteAccountStore} from './sqlite-account-store.ts';
import {createSqliteContentStore} from './sqlite-content-store.ts';

/** Everything routes may read or write. Only routes (and the seed/import commands) touch it. */
export type Store = ContentStore & AccountStore;

/** The SQLite Store over an open, migrated database. */
export function createSqliteStore(db: DatabaseSync): Store {
  return {...createSqliteContentStore(db), ...createSqliteAccountStore(db)};
}
