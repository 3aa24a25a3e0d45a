// Applies server/db/migrations/postgres/NNN-*.sql in ONE transaction under an advisory lock, so instances
// that start together wait for each other: the first applies everything, the others then find nothing to do.
import {readFileSync} from 'node:fs';
import {listMigrations, POSTGRES_MIGRATIONS} from '../migration-files.ts';
import type {Sql} from './connect.ts';

// Any fixed 64-bit number; it only has to differ from other advisory locks this database sees.
const MIGRATION_LOCK = 4_702_110_001;

/** Applies every migration not yet in schema_migrations; returns the names applied now. */
export async function runPostgresMigrations(sql: Sql, dir: string = POSTGRES_MIGRATIONS): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`;
    const applied = new Set(
      (await tx`SELECT version FROM schema_migrations`).map((row) => Number(row.version)),
    );
    const newlyApplied: string[] = [];
    for (const migration of listMigrations(dir)) {
      if (applied.has(migration.version)) continue;
      // unsafe() without parameters uses the simple protocol, which runs a file of several statements.
      await tx.unsafe(readFileSync(migration.file, 'utf8'));
      await tx`INSERT INTO schema_migrations (version, name, applied_at)
        VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`;
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}
