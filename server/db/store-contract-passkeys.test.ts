// The passkey half of the Store contract (issue 23), against SQLite and a real PostgreSQL server: a
// challenge taken once, a credential registered once, the first factor bringing recovery codes, removal
// signing the other sessions out, and the session's step-up clock.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  postgresBackend,
  sqliteBackend,
  type TestDatabase,
  testAccount,
} from '../../tests/support/store-backends.ts';
import type {Store} from './store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 10, 26);
const person = testAccount('u-passkey', 'Ana Tan');
const stranger = testAccount('u-stranger', 'Ben Lim');
const key = (id: string, userId = person.id) => ({
  id,
  userId,
  name: `Key ${id}`,
  publicKey: `pk-${id}`,
  counter: 0,
  transports: ['internal', 'hybrid'],
});

describe.each(backends)('passkeys on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.createAccount(person, now, null);
    await store.createAccount(stranger, now, null);
  });
  afterEach(() => database.close());

  it('takes a challenge once, for its purpose, before it expires', async () => {
    await store.createPasskeyChallenge('c-1', 'register', person.id, now + 300_000, now);
    await store.createPasskeyChallenge('c-2', 'sign-in', null, now + 300_000, now);
    expect(await store.takePasskeyChallenge('c-1', 'sign-in', now)).toBeNull();
    const racing = await Promise.all([
      store.takePasskeyChallenge('c-1', 'register', now),
      store.takePasskeyChallenge('c-1', 'register', now),
    ]);
    expect(racing.filter(Boolean)).toEqual([{userId: person.id}]);
    expect(await store.takePasskeyChallenge('c-2', 'sign-in', now + 300_000)).toBeNull();
    await store.pruneAuthRecords(now + 300_001);
    expect(await store.takePasskeyChallenge('c-2', 'sign-in', now)).toBeNull();
  });

  it('registers a credential once; the first factor brings recovery codes, later ones do not', async () => {
    expect(await store.addPasskey(key('k-1'), ['code-a', 'code-b'], now)).toBe('first');
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.addPasskey(key('k-2'), ['code-c'], now + 1)).toBe('added');
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.addPasskey(key('k-1', stranger.id), ['code-d'], now)).toBe('taken');
    expect(await store.findPasskey('k-1')).toEqual({
      id: 'k-1',
      userId: person.id,
      publicKey: 'pk-k-1',
      counter: 0,
      transports: ['internal', 'hybrid'],
    });
    await store.recordPasskeyUse('k-1', 7, now + 5);
    expect((await store.findPasskey('k-1'))?.counter).toBe(7);
    expect(await store.listPasskeys(person.id)).toEqual([
      {id: 'k-1', name: 'Key k-1', createdAt: now, lastUsedAt: now + 5},
      {id: 'k-2', name: 'Key k-2', createdAt: now + 1, lastUsedAt: null},
    ]);
    expect(await store.listPasskeys(stranger.id)).toEqual([]);
  });

  it('removes only the owner’s passkey, signs the other sessions out, and drops the codes with the last factor', async () => {
    for (const id of ['s-keep', 's-other']) {
      await store.createSession(
        {id, userId: person.id, tokenHash: `t-${id}`, expiresAt: now + 86_400_000},
        now,
      );
    }
    await store.addPasskey(key('k-1'), ['code-a'], now);
    await store.addPasskey(key('k-2'), [], now);
    expect(await store.removePasskey(stranger.id, 'k-1', 's-x', now)).toBe(false);
    expect(await store.removePasskey(person.id, 'k-1', 's-keep', now)).toBe(true);
    expect(await store.findSessionUser(person.id, 's-keep', now)).not.toBeNull();
    expect(await store.findSessionUser(person.id, 's-other', now)).toBeNull();
    expect(await store.recoveryCodesLeft(person.id)).toBe(1);
    expect(await store.removePasskey(person.id, 'k-2', 's-keep', now)).toBe(true);
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
    expect(await store.removePasskey(person.id, 'k-2', 's-keep', now)).toBe(false);
  });

  it('keeps the recovery codes when the authenticator goes and a passkey stays; a reset removes passkeys too', async () => {
    await store.startTotp(person.id, 'sealed', now);
    await store.confirmTotp(person.id, 1, ['code-a', 'code-b'], now);
    expect(await store.addPasskey(key('k-1'), ['ignored'], now)).toBe('added');
    expect(await store.removeTotp(person.id)).toBe(true);
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.replaceRecoveryCodes(person.id, ['code-c'], now)).toBe(true);
    await store.resetTwoStep({id: person.id}, {id: 'admin-1', email: 'admin@nard.example'}, now);
    expect(await store.listPasskeys(person.id)).toEqual([]);
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
  });

  it('keeps when a session last proved a second step', async () => {
    await store.createSession(
      {id: 's-1', userId: person.id, tokenHash: 't-1', expiresAt: now + 86_400_000},
      now,
    );
    await store.createSession(
      {id: 's-2', userId: person.id, tokenHash: 't-2', expiresAt: now + 86_400_000, secondStepAt: now},
      now,
    );
    expect(await store.sessionSecondStepAt('s-1')).toBeNull();
    expect(await store.sessionSecondStepAt('s-2')).toBe(now);
    await store.markSecondStep('s-1', now + 60_000);
    expect(await store.sessionSecondStepAt('s-1')).toBe(now + 60_000);
    expect(await store.sessionSecondStepAt('unknown')).toBeNull();
  });
});
