// Rate-limit counters, part of the Store contract run against SQLite and a real PostgreSQL server: hits from
// two instances at once are all counted, windows end, and forgetting is by prefix.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);

describe.each(backends)('$name store: rate counters', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('counts every one of 40 parallel hits from two instances exactly once', async () => {
    const other = await database.openAnother();
    const hits = await Promise.all(
      Array.from({length: 40}, (_, i) => (i % 2 ? other : store).hitRateCounter('login:ana', 60_000, now)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({length: 40}, (_, i) => i + 1),
    );
    expect(new Set(hits.map((hit) => hit.resetAt))).toEqual(new Set([now + 60_000]));
    expect(await other.peekRateCounter('login:ana', now)).toEqual({count: 40, resetAt: now + 60_000});
  });

  it('starts a new window once the old one ended, and prunes ended windows', async () => {
    await store.hitRateCounter('k', 1000, now);
    await store.hitRateCounter('k', 1000, now + 500);
    expect(await store.peekRateCounter('k', now + 999)).toEqual({count: 2, resetAt: now + 1000});
    expect(await store.peekRateCounter('k', now + 1000)).toEqual({count: 0, resetAt: 0});
    expect(await store.hitRateCounter('k', 1000, now + 1000)).toEqual({count: 1, resetAt: now + 2000});
    await store.hitRateCounter('old', 10, now);
    expect(await store.pruneRateCounters(now + 100)).toBe(1);
    expect(await store.peekRateCounter('k', now + 1001)).toMatchObject({count: 1});
  });

  it('forgets counters by key prefix only', async () => {
    await store.hitRateCounter('login:ana:1.2.3.4', 60_000, now);
    await store.hitRateCounter('login:ana:5.6.7.8', 60_000, now);
    await store.hitRateCounter('login:anabel:1.2.3.4', 60_000, now);
    await store.forgetRateCounters('login:ana:');
    expect(await store.peekRateCounter('login:ana:1.2.3.4', now)).toEqual({count: 0, resetAt: 0});
    expect(await store.peekRateCounter('login:ana:5.6.7.8', now)).toEqual({count: 0, resetAt: 0});
    expect(await store.peekRateCounter('login:anabel:1.2.3.4', now)).toMatchObject({count: 1});
  });
});
