// The donor-access half of the Store contract (issue 56), against SQLite and a real PostgreSQL server: a
// link opens once (also when two instances open it at once) and only while alive, a session reads until it
// ends or expires, an address's access ends all at once, and housekeeping deletes what is over.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 11, 2);
const HOUR = 3_600_000;

describe.each(backends)('donor access on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('opens a link once, across instances, and only before it expires', async () => {
    await store.createDonorLink({tokenHash: 'l-1', email: 'ana@nard.example', expiresAt: now + HOUR}, now);
    const other = await database.openAnother();
    const opened = await Promise.all(
      [store, other, store, other].map((s, i) =>
        s.openDonorLink('l-1', {tokenHash: `s-${i}`, expiresAt: now + 12 * HOUR}, now),
      ),
    );
    expect(opened.filter(Boolean)).toEqual([{email: 'ana@nard.example'}]);
    const winner = opened.findIndex(Boolean);
    expect(await store.findDonorSession(`s-${winner}`, now)).toEqual({email: 'ana@nard.example'});
    for (const [i] of opened.entries())
      if (i !== winner) expect(await store.findDonorSession(`s-${i}`, now)).toBeNull();
    await store.createDonorLink({tokenHash: 'l-2', email: 'ana@nard.example', expiresAt: now + HOUR}, now);
    expect(
      await store.openDonorLink('l-2', {tokenHash: 's-late', expiresAt: now + 2 * HOUR}, now + HOUR),
    ).toBeNull();
  });

  it('reads a session until it ends or expires; an address’s access ends at once; housekeeping deletes it', async () => {
    await store.createDonorLink({tokenHash: 'l-1', email: 'ben@nard.example', expiresAt: now + HOUR}, now);
    await store.openDonorLink('l-1', {tokenHash: 's-1', expiresAt: now + 12 * HOUR}, now);
    await store.createDonorLink({tokenHash: 'l-2', email: 'ben@nard.example', expiresAt: now + HOUR}, now);
    await store.openDonorLink('l-2', {tokenHash: 's-2', expiresAt: now + 12 * HOUR}, now);
    expect(await store.findDonorSession('s-1', now + 12 * HOUR)).toBeNull();
    await store.endDonorSession('s-1', now);
    expect(await store.findDonorSession('s-1', now)).toBeNull();
    expect(await store.findDonorSession('s-2', now)).toEqual({email: 'ben@nard.example'});
    await store.createDonorLink({tokenHash: 'l-3', email: 'ben@nard.example', expiresAt: now + HOUR}, now);
    await store.endDonorAccess('ben@nard.example', now);
    expect(await store.findDonorSession('s-2', now)).toBeNull();
    expect(await store.openDonorLink('l-3', {tokenHash: 's-3', expiresAt: now + HOUR}, now)).toBeNull();
    // Three used links and two ended sessions.
    expect(await store.pruneDonorAccess(now)).toBe(5);
    expect(await store.pruneDonorAccess(now)).toBe(0);
  });
});
