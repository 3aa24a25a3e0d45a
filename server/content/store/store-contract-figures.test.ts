// The figures the database adds up (issue 58), part of the Store contract run against SQLite and a real
// PostgreSQL server: they are exactly what the pages computed from every row before, received gifts
// included, and their size does not grow with the ledger.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  type Contributor,
  type Expenditure,
  figureTotals,
  type LedgerSum,
} from '../../../core/content/index.ts';
import {toCents} from '../../../core/format/index.ts';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import {seedContent} from '../../seed/seed-content.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const STAFF = {id: 'staff-1', email: 'staff@nard.example'};

describe.each(backends)('$name store: the figures', (backend) => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await seedContent(store);
  });
  afterEach(() => database.close());

  const fromSums = async () => {
    const {given, spent} = await store.ledgerSums();
    return figureTotals(await store.listAnchorProjects(), given, spent);
  };
  // What the pages added up from every row before: each project's rows summed here, one by one.
  const sumsOf = (rows: readonly (Contributor | Expenditure)[]): LedgerSum[] => {
    const sums = new Map<string, LedgerSum>();
    for (const row of rows) {
      const {_id: project, title} = row.anchorProjectId;
      const held = sums.get(project) ?? {project, title, cents: 0, count: 0, firstDate: row.date};
      sums.set(project, {...held, cents: held.cents + toCents(row.amount), count: held.count + 1});
    }
    return [...sums.values()];
  };
  const fromRows = async () =>
    figureTotals(
      await store.listAnchorProjects(),
      sumsOf(await store.listContributors()),
      sumsOf(await store.listExpenditures()),
    );

  it('are the figures of every row, on the seeded ledger', async () => {
    const figures = await fromSums();
    expect(figures.collectionCents).toBeGreaterThan(0);
    expect(figures).toEqual(await fromRows());
  });

  it('stay the figures of every row as the ledger grows, and count each new line', async () => {
    const before = await fromSums();
    const rows = Array.from({length: 40}, (_, i) => ({
      name: `Giver ${i}`,
      date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      amountCents: 1000 + i,
      anchorProjectId: i % 2 === 0 ? 'carting' : 'education',
    }));
    await store.createRecords('contributors', rows, STAFF, Date.now());
    await store.createRecords(
      'expenditures',
      [
        {
          item: 'Seeds',
          date: '2026-04-02',
          amountCents: 12_345,
          detail: 'Spring',
          anchorProjectId: 'carting',
        },
      ],
      STAFF,
      Date.now(),
    );
    const after = await fromSums();
    expect(after).toEqual(await fromRows());
    const carting = (figures: typeof after) => figures.projects.find((project) => project.id === 'carting')!;
    expect(carting(after).contributorCount).toBe(carting(before).contributorCount + 20);
    expect(carting(after).expendituresTotalCents).toBe(carting(before).expendituresTotalCents + 12_345);
    expect(after.collectionCents - before.collectionCents).toBe(
      rows.reduce((s, row) => s + row.amountCents, 0),
    );
    // The same projects, so the same size, whatever the number of rows.
    expect(after.projects.length).toBe(before.projects.length);
  });

  it('count a received gift as given, to its project or to the general fund, and a pledge not yet', async () => {
    const pledge = async (project: 'urban-farming' | 'general' | 'carting', reference: string) => {
      const made = await store.pledgeGift(
        {
          amountCents: 5_000,
          project,
          donorName: 'Tan Ah Kow',
          showName: false,
          email: 'tan@example.org',
          tax: null,
        },
        Date.now(),
        () => reference,
      );
      if (made.kind !== 'created') throw new Error('expected a new pledge');
      return made.gift;
    };
    const toFarm = await pledge('urban-farming', 'NARD-TEST-0001');
    const toFund = await pledge('general', 'NARD-TEST-0002');
    await pledge('carting', 'NARD-TEST-0003');
    for (const [gift, cents] of [
      [toFarm, 4_200],
      [toFund, 5_000],
    ] as const) {
      await store.receiveGift(
        gift.id,
        {receivedCents: cents, receivedOn: '2026-11-20'},
        {prefix: 'NRD'},
        STAFF,
        Date.now(),
      );
    }
    const figures = await fromSums();
    expect(figures).toEqual(await fromRows());
    expect(figures.projects.find((project) => project.id === 'general')).toMatchObject({
      contributorsTotalCents: 5_000,
      contributorCount: 1,
      goalCents: null,
    });
  });
});
