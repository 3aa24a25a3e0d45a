// TEMPORARY while the stores move to stores/: the hand-written SQLite stores' transaction helper.
import type {DatabaseSync} from 'node:sqlite';

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

/** Counts this connection's own content writes (PRAGMA data_version only sees other connections'). */
export type WriteCounter = {count: number};
