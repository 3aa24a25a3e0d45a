// The two Store backends the contract suite runs against: SQLite files in a temp dir and databases on the
// test run's throw-away PostgreSQL server. Each `open()` gives a fresh, migrated database (on PostgreSQL a
// copy of the run's migrated template); `openAnother()` opens a second store on the SAME database, as a
// second instance (or the admin import) would.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {NewAccount} from '../../server/accounts/store/account-store.ts';
import {openStore} from '../../server/open-store.ts';
import type {Store} from '../../server/store.ts';
import {sharedPostgres, uniqueDatabaseName} from './shared-postgres.ts';

/** One fresh database and the stores opened on it. */
export type TestDatabase = {
  store: Store;
  /** A second store on the same database (another instance). */
  openAnother(): Promise<Store>;
  close(): Promise<void>;
};

export type StoreBackend = {
  name: 'sqlite' | 'postgres';
  open(): Promise<TestDatabase>;
  stop(): Promise<void>;
};

async function trackClosers(
  first: {store: Store; close(): Promise<void>},
  reopen: () => Promise<{store: Store; close(): Promise<void>}>,
) {
  const closers = [first.close];
  return {
    store: first.store,
    async openAnother() {
      const another = await reopen();
      closers.push(another.close);
      return another.store;
    },
    async close() {
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/** SQLite: a new file per database. */
export function sqliteBackend(): StoreBackend {
  const dirs: string[] = [];
  return {
    name: 'sqlite',
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-store-'));
      dirs.push(dataDir);
      const config = {dataDir, databaseUrl: null, databasePoolSize: 1};
      const database = await trackClosers(await openStore(config), () => openStore(config));
      return {
        ...database,
        close: async () => {
          await database.close();
          rmSync(dataDir, {recursive: true, force: true});
        },
      };
    },
    async stop() {
      for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
    },
  };
}

/**
 * PostgreSQL: one server per test run, a new database per `open()`, copied from the migrated template;
 * openStore still opens it (and finds nothing to migrate). The databases go with the server at the end.
 */
export function postgresBackend(): StoreBackend {
  return {
    name: 'postgres',
    async open() {
      const {pg, template} = await sharedPostgres();
      const url = await pg.createDatabase(uniqueDatabaseName('store'), template);
      const config = {dataDir: tmpdir(), databaseUrl: url, databasePoolSize: 5};
      return trackClosers(await openStore(config), () => openStore(config));
    },
    async stop() {},
  };
}

/**
 * An account as the store writes it, for store tests: `<id>@nard.example`, a volunteer in Bedok; `extra`
 * changes any field.
 * @example await store.createAccount(testAccount('ann', 'Ann Tan'), now, null)
 */
export function testAccount(id: string, fullName: string, extra: Partial<NewAccount> = {}): NewAccount {
  return {
    id,
    email: `${id}@nard.example`,
    fullName,
    passwordHash: 'h',
    age: '26-35',
    region: 'east',
    city: 'Bedok',
    phoneNumber: '9123',
    emergencyContact: '',
    profession: 'Barista',
    address: 'Bedok, East',
    applicantType: 'volunteer',
    ...extra,
  };
}
