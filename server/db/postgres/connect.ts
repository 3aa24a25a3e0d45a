// The PostgreSQL connection pool. postgres.js prepares every tagged-template query once per connection
// (named prepared statements), so the store's statements are parsed and planned once, like SQLite's.
import postgres from 'postgres';

/** A pool of connections (or, inside `sql.begin`, one transaction's connection). */
export type Sql = postgres.Sql;
/** The connection of one transaction. */
export type Tx = postgres.TransactionSql;

/**
 * Opens a pool of at most `poolSize` connections to `url` (postgres://user:password@host:port/database).
 * @example const sql = connectPostgres(process.env.DATABASE_URL, {poolSize: 10}); await sql.end();
 */
export function connectPostgres(url: string, {poolSize}: {poolSize: number}): Sql {
  return postgres(url, {
    max: poolSize,
    prepare: true,
    // NOTICEs (e.g. "relation already exists, skipping") are not errors; keep them out of the logs.
    onnotice: () => {},
    connection: {application_name: 'nard-foundation'},
    // BIGINT (times in ms, counts) as numbers, as SQLite gives them: every value we store is far below 2^53.
    types: {bigint: {to: 20, from: [20], serialize: (value: number) => String(value), parse: Number}},
  });
}

/** The SQLSTATE of a failed statement, or undefined for other errors. */
export function sqlState(error: unknown): string | undefined {
  return error instanceof postgres.PostgresError ? error.code : undefined;
}
