// Project goals, part of the Store contract run against SQLite and a real PostgreSQL server: the seed sets
// them once, staff changes survive every restart, and two instances see one goal.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import {seedContent} from '../../seed/seed-content.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

describe.each(backends)('$name store: project goals', (backend) => {
  let database: TestDatabase;
  let store: Store;
  const goals = async (from: Store = store) =>
    Object.fromEntries((await from.listAnchorProjects()).map((project) => [project.id, project.goal]));

  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await seedContent(store);
  });
  afterEach(() => database.close());

  it('start at the seed goals, in dollars, in the order they were made', async () => {
    expect(await goals()).toEqual({
      'urban-farming': 10_000,
      'coffee-roastery': 10_000,
      carting: 8000,
      education: 6000,
    });
    expect((await store.listAnchorProjects()).map((project) => project.id)).toEqual(
      await store.listAnchorProjectIds(),
    );
  });

  it('keep a goal staff set when the seed runs again (every start), seen by another instance', async () => {
    expect(await store.setProjectGoal('carting', 1_234_550)).toBe(true);
    await seedContent(store);
    expect((await goals()).carting).toBe(12_345.5);
    expect((await goals(await database.openAnother())).carting).toBe(12_345.5);
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
    await expect(store.setProjectGoal('urban-farming', 0)).rejects.toThrow(/check/i);
  });
});
