// Picks the store from the configuration: DATABASE_URL selects PostgreSQL, otherwise SQLite in DATA_DIR.
// The server, `admin:import` and `admin:migrate` all open it here, so they always agree on the database.
import path from 'node:path';
import {Kysely} from 'kysely';
import {PostgresJSDialect} from 'kysely-postgres-js';
import type {ServerConfig} from './config.ts';
import {createStore} from './create-store.ts';
import {connectPostgres} from './db/postgres/connect.ts';
import {followContentVersion} from './db/postgres/content-version.ts';
import {runPostgresMigrations} from './db/postgres/migrate.ts';
import type {Database} from './db/schema.ts';
import {lockKey} from './db/sql-dialect.ts';
import {sqliteContentVersion} from './db/sqlite/content-version.ts';
import {NodeSqliteDialect} from './db/sqlite/node-sqlite-dialect.ts';
import {openDatabase, runMigrations, untilUnlocked} from './db/sqlite/open-sqlite.ts';
import {inTransaction, rootContext, type StoreContext} from './db/store-context.ts';
import type {Store} from './store.ts';

type DatabaseConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>;

/** An open, migrated store. */
export type OpenStore = {
  store: Store;
  kind: 'sqlite' | 'postgres';
  /** Migrations applied by this call (empty when the database was up to date). */
  applied: string[];
  /**
   * Runs start-up work (the seed) once across instances starting together: in one transaction holding
   * SQLite's write lock or a PostgreSQL advisory lock. `work` must use the store it is given, which is
   * bound to that transaction.
   */
  withStartLock<T>(work: (store: Store) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The SQLite file the server uses when DATABASE_URL is unset. */
export function sqliteFile(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'nard.sqlite');
}

function startLock(ctx: StoreContext) {
  return <T>(work: (store: Store) => Promise<T>) =>
    inTransaction(ctx, async (tx) => {
      await lockKey(tx, 'nard:start');
      return work(createStore(tx));
    });
}

async function openPostgres(config: DatabaseConfig & {databaseUrl: string}): Promise<OpenStore> {
  const sql = connectPostgres(config.databaseUrl, {poolSize: config.databasePoolSize});
  try {
    const applied = await runPostgresMigrations(sql);
    const version = await followContentVersion(sql);
    const db = new Kysely<Database>({dialect: new PostgresJSDialect({postgres: sql})});
    const ctx = rootContext(db, 'postgres', version);
    const close = async () => {
      await version.stop();
      await db.destroy();
      // Kysely ends the pool only if it ever ran a query; a command that ran none must still exit.
      await sql.end({timeout: 5});
    };
    return {store: createStore(ctx), kind: 'postgres', applied, withStartLock: startLock(ctx), close};
  } catch (error) {
    await sql.end({timeout: 1});
    throw error;
  }
}

/**
 * Opens and migrates the SQLite file, synchronously (tests open several on one file). `close` ends it at once.
 * @example const {store, close} = openSqliteStore(path.join(dir, 'nard.sqlite')); ... close();
 */
export function openSqliteStore(file: string): Omit<OpenStore, 'close' | 'kind'> & {close(): void} {
  const database = openDatabase(file);
  try {
    const applied = runMigrations(database);
    const db = new Kysely<Database>({dialect: new NodeSqliteDialect(database)});
    const ctx = rootContext(db, 'sqlite', sqliteContentVersion(database));
    // Another process seeding right now holds the write lock; wait for it as at the migrations.
    const withStartLock = <T>(work: (store: Store) => Promise<T>) =>
      untilUnlocked(() => startLock(ctx)(work));
    return {store: createStore(ctx), applied, withStartLock, close: () => database.close()};
  } catch (error) {
    database.close();
    throw error;
  }
}

/**
 * Opens the configured database and applies pending migrations.
 * @example const {store, close} = await openStore(loadConfig(process.env)); ... await close();
 */
export async function openStore(config: DatabaseConfig): Promise<OpenStore> {
  if (config.databaseUrl) return openPostgres({...config, databaseUrl: config.databaseUrl});
  const {close, ...opened} = openSqliteStore(sqliteFile(config));
  return {...opened, kind: 'sqlite', close: async () => close()};
}

/** Applies pending migrations only (`npm run admin:migrate`); returns the names applied. */
export async function migrateDatabase(config: DatabaseConfig): Promise<string[]> {
  if (config.databaseUrl) {
    const sql = connectPostgres(config.databaseUrl, {poolSize: 1});
    try {
      return await runPostgresMigrations(sql);
    } finally {
      await sql.end({timeout: 5});
    }
  }
  const file = openDatabase(sqliteFile(config));
  try {
    return runMigrations(file);
  } finally {
    file.close();
  }
}
