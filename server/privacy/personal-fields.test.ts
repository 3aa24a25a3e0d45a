// Every column the migrations make, on both databases, is named in PERSONAL_FIELDS (issue 24): a migration
// that adds a column the list does not name fails here, so a new personal field gets a keeping rule first.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import postgres from 'postgres';
import {afterAll, describe, expect, it} from 'vitest';
import {sharedPostgres, uniqueDatabaseName} from '../../tests/support/shared-postgres.ts';
import {openStore} from '../open-store.ts';
import {PERSONAL_FIELDS, POSTGRES_ONLY} from './personal-fields.ts';

const listed = Object.entries(PERSONAL_FIELDS)
  .flatMap(([table, {personal, other}]) =>
    [...Object.keys(personal), ...other].map((column) => `${table}.${column}`),
  )
  .sort();

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, {recursive: true, force: true});
});

describe('PERSONAL_FIELDS', () => {
  it('names every column of SQLite’s schema once, each personal one with a keeping rule', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-fields-'));
    dirs.push(dataDir);
    const opened = await openStore({dataDir, databaseUrl: null, databasePoolSize: 1});
    await opened.close();
    const db = new DatabaseSync(path.join(dataDir, 'nard.sqlite'), {readOnly: true});
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as {name: string}[];
    const columns = tables
      .flatMap(({name}) =>
        (db.prepare(`PRAGMA table_info(${name})`).all() as {name: string}[]).map(
          (column) => `${name}.${column.name}`,
        ),
      )
      .sort();
    db.close();
    expect(listed.filter((column) => !POSTGRES_ONLY.includes(column))).toEqual(columns);
    expect(new Set(listed).size).toBe(listed.length);
    for (const {personal} of Object.values(PERSONAL_FIELDS)) {
      for (const rule of Object.values(personal)) expect(rule.length).toBeGreaterThan(20);
    }
  });

  it('names every column of PostgreSQL’s schema', async () => {
    const {pg, template} = await sharedPostgres();
    const url = await pg.createDatabase(uniqueDatabaseName('fields'), template);
    const sql = postgres(url, {max: 1, onnotice: () => undefined});
    try {
      const rows = await sql<{table_name: string; column_name: string}[]>`
        SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`;
      expect(listed).toEqual(rows.map((row) => `${row.table_name}.${row.column_name}`).sort());
    } finally {
      await sql.end();
    }
  });
});
