// node:sqlite driver: one file under DATA_DIR, durable writes (WAL + synchronous=FULL), foreign keys on.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** Opens (or creates) the database file with the pragmas every connection needs. */
export function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file, {enableForeignKeyConstraints: true, timeout: 5000});
  // synchronous=FULL: a 201 answer means the row is on disk, even if the process is killed right after.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  db.exec('PRAGMA busy_timeout = 5000;');
  return db;
}

let savepointCounter = 0;

/**
 * Runs `fn` inside a transaction: commits when it returns, rolls back when it throws.
 * Nested calls use savepoints, so a store method may call another that also uses a transaction.
 * @example transaction(db, () => { insert.run(a); insert.run(b); });
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  if (db.isTransaction) {
    const name = `sp_${++savepointCounter}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** The migration files in order: `NNN-name.sql`. */
export function listMigrations(
  dir: string = MIGRATIONS_DIR,
): {version: number; name: string; file: string}[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({version: Number(MIGRATION_FILE.exec(name)![1]), name, file: path.join(dir, name)}));
}

/**
 * Applies every migration not yet recorded in schema_migrations, all in ONE write transaction: BEGIN
 * IMMEDIATE takes SQLite's write lock before anything is read, so processes started together wait for
 * each other (busy_timeout) and the second finds the work done.
 */
export function runMigrations(db: DatabaseSync, dir: string = MIGRATIONS_DIR): string[] {
  return transaction(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT`);
    const applied = new Set(
      db
        .prepare('SELECT version FROM schema_migrations')
        .all()
        .map((row) => Number(row.version)),
    );
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    const newlyApplied: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (applied.has(migration.version)) continue;
      db.exec(readFileSync(migration.file, 'utf8'));
      record.run(migration.version, migration.name, new Date().toISOString());
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}

/**
 * Runs async start-up work (the seed) under the database's write lock, so two processes starting together
 * cannot both find the database empty. Store calls inside nest as savepoints on the same connection.
 */
export async function withWriteLock<T>(db: DatabaseSync, work: () => Promise<T>): Promise<T> {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = await work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
