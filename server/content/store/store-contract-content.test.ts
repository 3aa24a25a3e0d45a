// The content half of the Store contract, against SQLite and a real PostgreSQL server (see
// store-contract.test.ts): the same rows in, the same answers out, and the version every cache follows.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';
import type {ContentRows} from './content-store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const PROJECTS = [
  {id: 'urban-farming', title: 'Nard Urban Farming'},
  {id: 'coffee-roastery', title: 'Nard Coffee Roastery'},
];
const announcement = (date: string, title: string) => ({date, title, description: `${title}.`});
const event = (date: string, type: 'volunteer' | 'work') => ({
  type,
  date,
  description: `Day ${date}`,
  venue: 'Farm',
  time: '9am',
  task: 'Weeding',
  needed: ['Hands', 'Gloves'],
  signedUp: ['Ana'],
  ojtHours: 3,
  ojtTotal: 12,
  capacity: 10,
  openToBoth: false,
});
const BATCHES: ContentRows[] = [
  {
    kind: 'contributors',
    rows: [
      {name: 'B', date: '2026-02-01', amountCents: 123_450, anchorProjectId: 'coffee-roastery'},
      {name: 'A', date: '2026-01-01', amountCents: 500, anchorProjectId: 'urban-farming'},
    ],
  },
  {
    kind: 'expenditures',
    rows: [
      {
        item: 'Seeds',
        date: '2026-03-01',
        amountCents: 9_999,
        detail: 'Kale',
        anchorProjectId: 'urban-farming',
      },
    ],
  },
  {kind: 'announcements', rows: [announcement('2026-01-01', 'Old'), announcement('2026-05-01', 'New')]},
  {
    kind: 'events',
    rows: [event('2026-07-02', 'volunteer'), event('2026-07-01', 'volunteer'), event('2026-07-03', 'work')],
  },
  {
    kind: 'audit-reports',
    rows: [
      {year: 2025, url: '/audit/2025.pdf'},
      {year: 2024, url: '/audit/2024.pdf'},
    ],
  },
];

/** Waits until `check` holds, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => boolean): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

describe.each(backends)('$name store: content', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.upsertAnchorProjects(PROJECTS);
  });
  afterEach(() => database.close());

  it('keeps anchor projects in insertion order and renames them in place', async () => {
    await store.upsertAnchorProjects([
      {id: 'urban-farming', title: 'Farm'},
      {id: 'carting', title: 'Carting'},
    ]);
    expect(await store.listAnchorProjectIds()).toEqual(['urban-farming', 'coffee-roastery', 'carting']);
  });

  it('answers every kind in its order, amounts in dollars', async () => {
    expect(await store.isContentEmpty()).toBe(true);
    expect(await store.importContent(BATCHES, {replace: false})).toBe(10);
    expect(await store.isContentEmpty()).toBe(false);
    const contributors = await store.listContributors();
    expect(
      contributors.map(({name, date, amount, anchorProjectId}) => ({name, date, amount, anchorProjectId})),
    ).toEqual([
      {
        name: 'A',
        date: '2026-01-01',
        amount: 5,
        anchorProjectId: {_id: 'urban-farming', title: 'Nard Urban Farming'},
      },
      {
        name: 'B',
        date: '2026-02-01',
        amount: 1234.5,
        anchorProjectId: {_id: 'coffee-roastery', title: 'Nard Coffee Roastery'},
      },
    ]);
    expect(typeof contributors[0]!._id).toBe('string');
    expect(await store.listExpenditures()).toEqual([
      expect.objectContaining({item: 'Seeds', amount: 99.99, detail: 'Kale', date: '2026-03-01'}),
    ]);
    expect((await store.listAnnouncements()).map((row) => row.title)).toEqual(['New', 'Old']);
    const volunteer = await store.listEvents('volunteer', '2026-01-01');
    expect(volunteer.map((row) => row.date)).toEqual(['2026-07-01', '2026-07-02']);
    // The public rows count the staff-added names and carry none (issue 19 #16).
    expect(volunteer[0]).toMatchObject({
      signedUpCount: 1,
      placesLeft: 9,
      ojtHours: 3,
      ojtTotal: 12,
      capacity: 10,
      openToBoth: false,
    });
    expect(await store.listEvents('work', '2026-01-01')).toHaveLength(1);
    expect(await store.listEvents('volunteer', '2026-07-02')).toHaveLength(1);
    const both = {...event('2026-08-01', 'work'), openToBoth: true};
    await store.importContent([{kind: 'events', rows: [both]}], {replace: false});
    expect((await store.listEvents('volunteer', '2026-01-01')).map((row) => row.date)).toContain(
      '2026-08-01',
    );
    expect(await store.listAuditReports()).toEqual([
      {year: 2024, url: '/audit/2024.pdf'},
      {year: 2025, url: '/audit/2025.pdf'},
    ]);
  });

  it('replaces a kind, overwrites an audit year, and writes nothing when one row is bad', async () => {
    await store.importContent(BATCHES, {replace: false});
    await store.importContent(
      [
        {kind: 'announcements', rows: [announcement('2026-06-01', 'Only')]},
        {kind: 'audit-reports', rows: [{year: 2025, url: '/audit/2025-v2.pdf'}]},
      ],
      {replace: true},
    );
    expect((await store.listAnnouncements()).map((row) => row.title)).toEqual(['Only']);
    expect(await store.listAuditReports()).toEqual([{year: 2025, url: '/audit/2025-v2.pdf'}]);
    const bad: ContentRows[] = [
      {kind: 'announcements', rows: [announcement('2026-06-02', 'Lost')]},
      {
        kind: 'contributors',
        rows: [{name: 'X', date: '2026-01-01', amountCents: 1, anchorProjectId: 'no-such'}],
      },
    ];
    await expect(store.importContent(bad, {replace: true})).rejects.toThrow();
    expect((await store.listAnnouncements()).map((row) => row.title)).toEqual(['Only']);
  });

  it('seeds once when two instances seed an empty database at the same moment', async () => {
    const other = await database.openAnother();
    const seed: ContentRows[] = [{kind: 'announcements', rows: [announcement('2026-01-01', 'Seed')]}];
    const written = await Promise.all(
      [store, other, store, other].map((s) => s.importContent(seed, {replace: false, onlyIfEmpty: true})),
    );
    expect(written.sort()).toEqual([0, 0, 0, 1]);
    expect(await other.listAnnouncements()).toHaveLength(1);
  });

  it('changes the content version on its own writes at once, and on another instance within a second', async () => {
    const other = await database.openAnother();
    const mine = store.contentVersion();
    const theirs = other.contentVersion();
    expect(store.contentVersion()).toBe(mine);
    await store.importContent([{kind: 'announcements', rows: [announcement('2026-01-02', 'One')]}], {
      replace: false,
    });
    expect(store.contentVersion()).not.toBe(mine);
    await within(1000, () => other.contentVersion() !== theirs);
    const settled = store.contentVersion();
    await other.importContent([{kind: 'announcements', rows: [announcement('2026-01-03', 'Two')]}], {
      replace: false,
    });
    await within(1000, () => store.contentVersion() !== settled);
    expect(await store.listAnnouncements()).toHaveLength(2);
  });

  it('moves only the topics a write touched; another instance learns the topic where the database says it', async () => {
    const other = await database.openAnother();
    const mine = {
      ledger: store.contentVersion(['contributors']),
      news: store.contentVersion(['announcements']),
    };
    const theirs = {
      ledger: other.contentVersion(['contributors']),
      news: other.contentVersion(['announcements']),
    };
    await store.importContent([{kind: 'announcements', rows: [announcement('2026-01-02', 'One')]}], {
      replace: false,
    });
    expect(store.contentVersion(['announcements'])).not.toBe(mine.news);
    expect(store.contentVersion(['contributors'])).toBe(mine.ledger);
    await within(1000, () => other.contentVersion(['announcements']) !== theirs.news);
    // SQLite's data_version cannot say what another connection changed; PostgreSQL's notification does.
    if (backend.name === 'postgres') expect(other.contentVersion(['contributors'])).toBe(theirs.ledger);
  });

  it('stores contact messages and answers a ping', async () => {
    const saved = await store.saveContactMessage(
      {name: 'Ana', email: 'a@nard.example', subject: 'Hi', message: 'Hello'},
      0,
    );
    expect(saved.id).toMatch(/^\d+$/);
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
