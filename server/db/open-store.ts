// Picks the store from the configuration: DATABASE_URL selects PostgreSQL, otherwise SQLite in DATA_DIR.
// The server, `admin:import` and `admin:migrate` all open it here, so they always agree on the database.
import path from 'node:path';
import type {ServerConfig} from '../config.ts';
import {openDatabase, runMigrations, withWriteLock} from './database.ts';
import {connectPostgres} from './postgres/connect.ts';
import {runPostgresMigrations} from './postgres/migrate.ts';
import {createPostgresStore} from './postgres/store.ts';
import {createSqliteStore, type Store} from './store.ts';

type DatabaseConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>;

/** An open, migrated store. */
export type OpenStore = {
  store: Store;
  kind: 'sqlite' | 'postgres';
  /** Migrations applied by this call (empty when the database was up to date). */
  applied: string[];
  /**
   * Runs start-up work (the seed) so that instances starting together do it once: under SQLite's write lock;
   * on PostgreSQL the seed's own transaction takes an advisory lock (`importContent` with `onlyIfEmpty`).
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The SQLite file the server uses when DATABASE_URL is unset. */
export function sqliteFile(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'nard.sqlite');
}

/**
 * Opens the configured database and applies pending migrations.
 * @example const {store, close} = await openStore(loadConfig(process.env)); ... await close();
 */
export async function openStore(config: DatabaseConfig): Promise<OpenStore> {
  if (config.databaseUrl) {
    const sql = connectPostgres(config.databaseUrl, {poolSize: config.databasePoolSize});
    try {
      const applied = await runPostgresMigrations(sql);
      const {store, stop} = await createPostgresStore(sql);
      const close = async () => {
        await stop();
        await sql.end({timeout: 5});
      };
      return {store, kind: 'postgres', applied, withStartLock: (work) => work(), close};
    } catch (error) {
      await sql.end({timeout: 1});
      throw error;
    }
  }
  const db = openDatabase(sqliteFile(config));
  try {
    const applied = runMigrations(db);
    return {
      store: createSqliteStore(db),
      kind: 'sqlite',
      applied,
      withStartLock: (work) => withWriteLock(db, work),
      close: async () => db.close(),
    };
  } catch (error) {
    db.close();
    throw error;
  }
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
  const db = openDatabase(sqliteFile(config));
  try {
    return runMigrations(db);
  } finally {
    db.close();
  }
}
