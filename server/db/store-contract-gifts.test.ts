// The gift half of the Store contract (issue 22), against SQLite and a real PostgreSQL server: a pledge
// keeps what the donor gave under its reference, a taken reference is drawn again, and the tax ID is kept
// only sealed and masked.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../tests/support/store-backends.ts';
import type {NewPledge} from './gift-store.ts';
import type {Store} from './store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 10, 26, 3);
const pledge: NewPledge = {
  amountCents: 5_000,
  project: 'urban-farming',
  donorName: 'Tan Ah Kow',
  showName: true,
  email: 'tan@example.org',
  tax: {type: 'NRIC', sealed: 'iv.tag.sealed-bytes', masked: 'S****567D', name: 'Tan Ah Kow'},
};

describe.each(backends)('gifts on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(async () => {
    await database.close();
  });

  it('records a pledge under its reference, the ID masked', async () => {
    const gift = await store.pledgeGift(pledge, now, () => 'NARD-7KQM-3XWA');
    expect(gift).toEqual({
      id: expect.any(String),
      reference: 'NARD-7KQM-3XWA',
      amountCents: 5_000,
      project: 'urban-farming',
      donorName: 'Tan Ah Kow',
      showName: true,
      email: 'tan@example.org',
      taxIdType: 'NRIC',
      taxIdMasked: 'S****567D',
      taxName: 'Tan Ah Kow',
      status: 'pledged',
      createdAt: '2026-11-26T03:00:00.000Z',
    });
    expect(gift).not.toHaveProperty('taxIdSealed');
    expect(await store.findGiftByReference('NARD-7KQM-3XWA')).toEqual(gift);
    expect(await store.findGiftByReference('NARD-2222-2222')).toBeNull();
  });

  it('draws again when a reference is taken, and gives up on a generator that repeats itself', async () => {
    await store.pledgeGift({...pledge, tax: null}, now, () => 'NARD-AAAA-AAAA');
    const draws = ['NARD-AAAA-AAAA', 'NARD-AAAA-AAAA', 'NARD-BBBB-BBBB'];
    const second = await store.pledgeGift({...pledge, tax: null}, now, () => draws.shift()!);
    expect(second.reference).toBe('NARD-BBBB-BBBB');
    expect(second.taxIdType).toBeNull();
    await expect(store.pledgeGift(pledge, now, () => 'NARD-AAAA-AAAA')).rejects.toThrow(
      /No free gift reference/,
    );
  });
});
