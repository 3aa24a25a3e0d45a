// Consent on record (issue 24), against SQLite and a real PostgreSQL server: an account and a gift each
// keep the wording agreed to, written with them, and the person's list holds only theirs.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  postgresBackend,
  sqliteBackend,
  type TestDatabase,
  testAccount,
} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 10, 26);
const tax = {type: 'NRIC' as const, sealed: 'iv.tag.bytes', masked: 'S****567D', name: 'Ana Tan'};
const pledge = (email: string, withTax: boolean) => ({
  amountCents: 2_500,
  project: 'general' as const,
  donorName: 'Ana Tan',
  showName: false,
  email,
  tax: withTax ? tax : null,
  consentNotice: 'gift-tax-2026-11-26',
});

describe.each(backends)('consents on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('keeps the wording each account and gift was given under, with the time', async () => {
    await store.createAccount(
      {...testAccount('ana', 'Ana Tan'), consentNotice: 'application-2026-11-26'},
      now,
      null,
    );
    await store.createAccount(
      {...testAccount('ben', 'Ben Lim'), consentNotice: 'application-2026-11-26'},
      now + 1,
      null,
    );
    const withTax = await store.pledgeGift(pledge('ana@nard.example', true), now + 2, () => 'NARD-AAAA-AAAA');
    const without = await store.pledgeGift(
      pledge('ana@nard.example', false),
      now + 3,
      () => 'NARD-BBBB-BBBB',
    );
    if (withTax.kind !== 'created' || without.kind !== 'created') throw new Error('expected new pledges');
    expect(await store.listConsents('ana', [withTax.gift.id, without.gift.id])).toEqual([
      {notice: 'application-2026-11-26', givenAt: now, giftId: null},
      {notice: 'gift-tax-2026-11-26', givenAt: now + 2, giftId: withTax.gift.id},
    ]);
    expect(await store.listConsents('ben', [])).toEqual([
      {notice: 'application-2026-11-26', givenAt: now + 1, giftId: null},
    ]);
    expect(await store.listConsents('nobody', ['not-a-number'])).toEqual([]);
  });
});
