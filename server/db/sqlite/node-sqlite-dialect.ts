// Kysely over node:sqlite (Kysely ships a driver for better-sqlite3 only). Two things differ from Kysely's own
// SQLite driver: a transaction starts with BEGIN IMMEDIATE, which takes the file's write lock before the first
// read, so a read-then-write inside it cannot be overtaken by another process; and each SQL text is prepared
// once and its statement reused, as the hand-written stores did.
import type {DatabaseSync, SQLInputValue, StatementSync} from 'node:sqlite';
import {setTimeout as sleep} from 'node:timers/promises';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import {isBusyError} from './open-sqlite.ts';

// Enough for every statement the stores write; dynamic IN lists of new lengths evict the oldest.
const STATEMENT_CACHE_SIZE = 500;

/** A query parameter as node:sqlite takes it (it refuses booleans and undefined). */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value as SQLInputValue;
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, {statement: StatementSync; returnsRows: boolean}>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(sqlText: string): {statement: StatementSync; returnsRows: boolean} {
    const known = this.#statements.get(sqlText);
    if (known) {
      // Move to the back: the map's first entry is the least recently used.
      this.#statements.delete(sqlText);
      this.#statements.set(sqlText, known);
      return known;
    }
    const statement = this.#db.prepare(sqlText);
    const prepared = {statement, returnsRows: statement.columns().length > 0};
    this.#statements.set(sqlText, prepared);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      this.#statements.delete(this.#statements.keys().next().value as string);
    }
    return prepared;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const {statement, returnsRows} = this.#prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters.map(toSqliteValue);
    if (returnsRows) return {rows: statement.all(...parameters) as R[]};
    const {changes, lastInsertRowid} = statement.run(...parameters);
    return {numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: []};
  }

  // biome-ignore lint/correctness/useYield: streaming is not used by the stores; refuse it plainly.
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('node:sqlite connections do not stream');
  }
}

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  readonly #db: DatabaseSync;
  readonly #busyTimeout: number;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#connection = new NodeSqliteConnection(db);
    this.#busyTimeout = Number(db.prepare('PRAGMA busy_timeout').get()?.timeout);
  }

  async init(): Promise<void> {}
  // One connection: Kysely queues callers on it (the adapter says it has no others).
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }
  // Another connection in THIS process (a second store on the file) may hold the write lock across an
  // await; SQLite's busy handler would sleep the whole thread, so that holder could never finish. Ask
  // without the busy handler and wait between tries on the event loop instead, for as long as it would.
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const deadline = Date.now() + this.#busyTimeout;
    for (let tries = 0; ; tries++) {
      this.#db.exec('PRAGMA busy_timeout = 0');
      try {
        await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
        return;
      } catch (error) {
        if (!isBusyError(error) || Date.now() >= deadline) throw error;
      } finally {
        this.#db.exec(`PRAGMA busy_timeout = ${this.#busyTimeout}`);
      }
      await sleep(Math.min(2 ** tries, 20));
    }
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed COMMIT may already have ended the transaction; there is then nothing to roll back.
    if (this.#db.isTransaction) await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

/**
 * Kysely's SQLite compiler and adapter over an open node:sqlite database; closing the Kysely closes it.
 * @example const db = new Kysely<Database>({dialect: new NodeSqliteDialect(openDatabase(file))});
 */
export class NodeSqliteDialect implements Dialect {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#db);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take any database here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
