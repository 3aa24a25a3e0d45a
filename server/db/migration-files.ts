// The migration files of one dialect's folder, in order. SQLite's are in migrations/, PostgreSQL's in
// migrations/postgres/: one set per dialect, same numbers and names, so both databases have the same tables.
import {readdirSync} from 'node:fs';
import path from 'node:path';

const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** The SQLite migrations' folder. */
export const SQLITE_MIGRATIONS = path.join(import.meta.dirname, 'migrations');
/** The PostgreSQL migrations' folder. */
export const POSTGRES_MIGRATIONS = path.join(import.meta.dirname, 'migrations/postgres');

/** The migration files in `dir` in order: `NNN-name.sql`. */
export function listMigrations(dir: string): {version: number; name: string; file: string}[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort()
    .map((name) => ({version: Number(MIGRATION_FILE.exec(name)![1]), name, file: path.join(dir, name)}));
}
