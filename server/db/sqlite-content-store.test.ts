// Project goals in the SQLite content store: the seed sets them once, staff changes survive every restart.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DatabaseSync} from 'node:sqlite';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {seedContent} from '../seed/seed-content.ts';
import {openDatabase, runMigrations} from './database.ts';
import {createSqliteStore, type Store} from './store.ts';

let dir: string;
let db: DatabaseSync;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nard-content-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
  runMigrations(db);
  store = createSqliteStore(db);
  await seedContent(store);
});
afterEach(() => {
  db.close();
  rmSync(dir, {recursive: true, force: true});
});

const goals = async () =>
  Object.fromEntries((await store.listAnchorProjects()).map((project) => [project.id, project.goal]));

describe('project goals', () => {
  it('start at the seed goals, in dollars', async () => {
    expect(await goals()).toEqual({
      'urban-farming': 10_000,
      'coffee-roastery': 10_000,
      carting: 8000,
      education: 6000,
    });
  });

  it('keep a goal staff set when the seed runs again (every start)', async () => {
    expect(await store.setProjectGoal('carting', 1_234_550)).toBe(true);
    await seedContent(store);
    expect((await goals()).carting).toBe(12_345.5);
  });

  it('can be cleared, and a cleared goal gets the seed goal back on the next start', async () => {
    await store.setProjectGoal('education', null);
    expect((await goals()).education).toBeNull();
    await seedContent(store);
    expect((await goals()).education).toBe(6000);
  });

  it('answer false for an unknown project and bump the content version on a change', async () => {
    const before = store.contentVersion();
    expect(await store.setProjectGoal('no-such-project', 100)).toBe(false);
    expect(await store.setProjectGoal('urban-farming', 2_000_000)).toBe(true);
    expect(store.contentVersion()).not.toBe(before);
  });

  it('refuses a goal of zero or less', async () => {
    await expect(store.setProjectGoal('urban-farming', 0)).rejects.toThrow(/CHECK/);
  });
});
