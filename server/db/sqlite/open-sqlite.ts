// Opens the SQLite file so that any number of processes starting together on one empty DATA_DIR all come up:
// the busy timeout is set by the open itself, before any statement, and the two steps SQLite may refuse
// without waiting on it (switching to WAL, and the first write lock while another process creates the file)
// are tried again until a deadline. Durable writes (WAL + synchronous=FULL), foreign keys on.
import {readFileSync} from 'node:fs';
import {DatabaseSync} from 'node:sqlite';
import {setTimeout as sleep} from 'node:timers/promises';
import {listMigrations, SQLITE_MIGRATIONS} from '../migration-files.ts';

const BUSY_TIMEOUT_MS = 5000;
// How long a starting process keeps asking for a lock another starting process holds.
const START_DEADLINE_MS = 30_000;
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** True for "database is locked" / "database table is locked", whatever the extended code. */
export function isBusyError(error: unknown): boolean {
  const code = (error as {errcode?: unknown} | null)?.errcode;
  return typeof code === 'number' && ((code & 0xff) === SQLITE_BUSY || (code & 0xff) === SQLITE_LOCKED);
}

/** How long to wait before the next try, or null when `error` is not a lock or the deadline is near. */
function nextWait(error: unknown, tries: number, deadline: number): number | null {
  const wait = Math.min(5 * 2 ** tries, 200) * (1 + Math.random());
  return isBusyError(error) && Date.now() + wait < deadline ? wait : null;
}

/**
 * Runs a start-up `step` until it does not fail for a lock. Only for steps SQLite refuses at once instead of
 * waiting on the busy timeout (`PRAGMA journal_mode` is one, by design: sqlite.org/pragma.html), while
 * another process starting beside this one holds the lock; any other error, or the deadline, is thrown.
 * Synchronous: it runs before the server listens, when blocking the thread costs nothing.
 */
export function untilUnlockedSync<T>(step: () => T): T {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (let tries = 0; ; tries++) {
    try {
      return step();
    } catch (error) {
      const wait = nextWait(error, tries, deadline);
      if (wait === null) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, wait);
    }
  }
}

/** {@link untilUnlockedSync} for an async step (the seed's transaction). */
export async function untilUnlocked<T>(step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (let tries = 0; ; tries++) {
    try {
      return await step();
    } catch (error) {
      const wait = nextWait(error, tries, deadline);
      if (wait === null) throw error;
      await sleep(wait);
    }
  }
}

/** Opens (or creates) the database file with the settings every connection needs. */
export function openDatabase(file: string): DatabaseSync {
  // `timeout` is the busy timeout, in force from the first statement on.
  const db = new DatabaseSync(file, {enableForeignKeyConstraints: true, timeout: BUSY_TIMEOUT_MS});
  try {
    untilUnlockedSync(() => db.exec('PRAGMA journal_mode = WAL'));
    // synchronous=FULL: a 201 answer means the row is on disk, even if the process is killed right after.
    db.exec('PRAGMA synchronous = FULL');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Applies every migration not yet recorded in schema_migrations, all in ONE write transaction: BEGIN
 * IMMEDIATE takes SQLite's write lock before anything is read, so processes started together wait for
 * each other and the later ones find the work done.
 */
export function runMigrations(db: DatabaseSync, dir: string = SQLITE_MIGRATIONS): string[] {
  untilUnlockedSync(() => db.exec('BEGIN IMMEDIATE'));
  try {
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
    db.exec('COMMIT');
    return newlyApplied;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
