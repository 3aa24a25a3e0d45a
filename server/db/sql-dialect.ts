// The few places where SQLite and PostgreSQL spell a thing differently, each behind one small function so the
// stores are written once. Everything else (ON CONFLICT, RETURNING, excluded.*, count/min/max, substr,
// lower) both databases spell alike.
import {type Expression, type RawBuilder, type SqlBool, sql} from 'kysely';
import type {StoreContext} from './store-context.ts';

/**
 * Serialises the callers that name the same `key` until the transaction ends. PostgreSQL: a transaction-level
 * advisory lock (for count-then-insert steps no row lock covers). SQLite: nothing to do, the transaction
 * already holds the file's write lock (BEGIN IMMEDIATE).
 */
export async function lockKey(tx: StoreContext, key: string): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx.db);
}

/** `FOR UPDATE` where the database has row locks (PostgreSQL); SQLite's transaction already excludes writers. */
export function rowLock<Q extends {forUpdate(): Q}>(tx: StoreContext, query: Q): Q {
  return tx.dialect === 'postgres' ? query.forUpdate() : query;
}

/** True when `haystack` contains `needle` as plain text (no wildcards): instr() / strpos(). */
export function containsText(
  ctx: StoreContext,
  haystack: Expression<string>,
  needle: string,
): RawBuilder<SqlBool> {
  return ctx.dialect === 'postgres'
    ? sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`
    : sql<SqlBool>`instr(${haystack}, ${needle}) > 0`;
}

/** The anchor projects in the order they were made: SQLite's rowid, PostgreSQL's identity column. */
export function projectOrder(ctx: StoreContext): RawBuilder<number> {
  return ctx.dialect === 'postgres' ? sql<number>`position` : sql<number>`rowid`;
}

/** True when a write failed on a UNIQUE or PRIMARY KEY constraint, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as {code?: unknown; errcode?: unknown} | null;
  // PostgreSQL's SQLSTATE unique_violation; SQLite's SQLITE_CONSTRAINT_UNIQUE and _PRIMARYKEY.
  return failure?.code === '23505' || failure?.errcode === 2067 || failure?.errcode === 1555;
}
