// What every store is written against: one typed query builder over either database, which database it is
// (for the few spellings that differ, in sql-dialect.ts), and the content version the answer cache follows.
import type {Kysely} from 'kysely';
import type {ContentTopic} from './content-topics.ts';
import type {Database} from './schema.ts';

/** Which database a StoreContext talks to. */
export type SqlDialect = 'sqlite' | 'postgres';

/** How this process learns that public content changed; the answer cache keys its answers on it. */
export type ContentVersion = {
  /**
   * Synchronous and cheap: changes after any committed content write to one of `topics` (all when
   * omitted), here or in another process.
   */
  current(topics?: readonly ContentTopic[]): string;
  /** Records this process's own committed content write to `topics`. */
  noteWrite(topics: readonly ContentTopic[]): void;
};

/** A store's handle: the builder (the pool, or one open transaction), its dialect and the content version. */
export type StoreContext = {
  db: Kysely<Database>;
  dialect: SqlDialect;
  content: ContentVersion;
  /** Runs `fn` once the surrounding transaction has committed (at once outside a transaction). */
  afterCommit(fn: () => void): void;
};

/**
 * Runs `work` in one transaction (SQLite: BEGIN IMMEDIATE, the file's write lock; PostgreSQL: READ
 * COMMITTED plus the row and advisory locks the store takes). Inside a transaction already, `work` joins it,
 * so a store method may call another with the context it was given, and never waits for a connection its
 * own transaction holds.
 * @example await inTransaction(ctx, async (tx) => { await tx.db.insertInto(...).execute(); });
 */
export async function inTransaction<T>(
  ctx: StoreContext,
  work: (tx: StoreContext) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  const committed: (() => void)[] = [];
  const result = await ctx.db
    .transaction()
    .execute((db) => work({...ctx, db, afterCommit: (fn) => committed.push(fn)}));
  for (const fn of committed) fn();
  return result;
}

/** Marks `topics` as changed once the current transaction commits (the answers on them then rebuild). */
export function noteContentWrite(ctx: StoreContext, ...topics: ContentTopic[]): void {
  ctx.afterCommit(() => ctx.content.noteWrite(topics));
}

/** A context outside any transaction over `db`. */
export function rootContext(
  db: Kysely<Database>,
  dialect: SqlDialect,
  content: ContentVersion,
): StoreContext {
  return {db, dialect, content, afterCommit: (fn) => fn()};
}
