// The passkey half of the Store contract (issue 23), against SQLite and a real PostgreSQL server: a
// challenge taken once, a credential registered once, the first factor bringing recovery codes, removal
// signing the other sessions out, and the session's step-up clock; every factor change kept with the browser
// of the session that made it, the first factor ending the account's other sessions (issue 54).
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
const person = testAccount('u-passkey', 'Ana Tan');
const stranger = testAccount('u-stranger', 'Ben Lim');
const by = {sessionId: 's-keep'};
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
    await store.createSession(
      {
        id: 's-keep',
        userId: person.id,
        tokenHash: 't-s-keep',
        expiresAt: now + 86_400_000,
        userAgent: 'Firefox/1',
      },
      now,
    );
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
    expect(await store.addPasskey(key('k-1'), ['code-a', 'code-b'], by, now)).toBe('first');
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.addPasskey(key('k-2'), ['code-c'], by, now + 1)).toBe('added');
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.addPasskey(key('k-1', stranger.id), ['code-d'], by, now)).toBe('taken');
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
    for (const id of ['s-other']) {
      await store.createSession(
        {id, userId: person.id, tokenHash: `t-${id}`, expiresAt: now + 86_400_000},
        now,
      );
    }
    await store.addPasskey(key('k-1'), ['code-a'], by, now);
    await store.addPasskey(key('k-2'), [], by, now);
    expect(await store.removePasskey(stranger.id, 'k-1', {sessionId: 's-x'}, now)).toBe(false);
    expect(await store.removePasskey(person.id, 'k-1', {sessionId: 's-keep'}, now)).toBe(true);
    expect(await store.findSessionUser(person.id, 's-keep', now)).not.toBeNull();
    expect(await store.findSessionUser(person.id, 's-other', now)).toBeNull();
    expect(await store.recoveryCodesLeft(person.id)).toBe(1);
    expect(await store.removePasskey(person.id, 'k-2', {sessionId: 's-keep'}, now)).toBe(true);
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
    expect(await store.removePasskey(person.id, 'k-2', {sessionId: 's-keep'}, now)).toBe(false);
  });

  it('keeps the recovery codes when the authenticator goes and a passkey stays; a reset removes passkeys too', async () => {
    await store.startTotp(person.id, 'sealed', now);
    await store.confirmTotp(person.id, 1, ['code-a', 'code-b'], by, now);
    expect(await store.addPasskey(key('k-1'), ['ignored'], by, now)).toBe('added');
    expect(await store.removeTotp(person.id, by, now)).toBe(true);
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
    expect(await store.replaceRecoveryCodes(person.id, ['code-c'], by, now)).toBe(true);
    await store.resetTwoStep({id: person.id}, {id: 'admin-1', email: 'admin@nard.example'}, now);
    expect(await store.listPasskeys(person.id)).toEqual([]);
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
  });

  it('keeps what a session proved and when: the password, a second step, standing on two steps', async () => {
    await store.createSession(
      {id: 's-1', userId: person.id, tokenHash: 't-1', expiresAt: now + 86_400_000, passwordAt: now},
      now,
    );
    await store.createSession(
      {id: 's-2', userId: person.id, tokenHash: 't-2', expiresAt: now + 86_400_000, secondStepAt: now},
      now,
    );
    expect(await store.sessionProofs('s-1')).toEqual({passwordAt: now, secondStepAt: null, twoStepAt: null});
    expect(await store.sessionProofs('s-2')).toEqual({passwordAt: null, secondStepAt: now, twoStepAt: now});
    await store.markSecondStep('s-1', now + 60_000);
    await store.markSecondStep('s-1', now + 120_000);
    // Standing on two steps began with the first; the step-up's clock follows the latest.
    expect(await store.sessionProofs('s-1')).toEqual({
      passwordAt: now,
      secondStepAt: now + 120_000,
      twoStepAt: now + 60_000,
    });
    await store.markPasswordProof('s-2', now + 5);
    expect((await store.sessionProofs('s-2'))?.passwordAt).toBe(now + 5);
    expect(await store.sessionProofs('unknown')).toBeNull();
  });

  it('the first factor ends the other sessions and makes its own stand on two steps; a later one does neither', async () => {
    for (const id of ['s-a', 's-b']) {
      await store.createSession(
        {id, userId: person.id, tokenHash: `t-${id}`, expiresAt: now + 86_400_000, passwordAt: now},
        now,
      );
    }
    expect(await store.addPasskey(key('k-1'), ['code-a'], by, now + 1)).toBe('first');
    expect(await store.findSessionUser(person.id, 's-a', now + 1)).toBeNull();
    expect(await store.findSessionUser(person.id, 's-keep', now + 1)).not.toBeNull();
    // Two steps to open staff routes, but never the step-up's proof: the factor is new.
    expect(await store.sessionProofs('s-keep')).toMatchObject({secondStepAt: null, twoStepAt: now + 1});
    await store.createSession(
      {id: 's-c', userId: person.id, tokenHash: 't-s-c', expiresAt: now + 86_400_000, secondStepAt: now + 2},
      now + 2,
    );
    expect(await store.addPasskey(key('k-2'), [], by, now + 3)).toBe('added');
    expect(await store.findSessionUser(person.id, 's-c', now + 3)).not.toBeNull();
  });

  it('keeps every factor change, newest first, with the browser of the session that made it', async () => {
    await store.addPasskey(key('k-1'), ['code-a'], by, now);
    await store.startTotp(person.id, 'sealed', now);
    expect(await store.confirmTotp(person.id, 1, ['code-b'], by, now + 1)).toBe('added');
    await store.replaceRecoveryCodes(person.id, ['code-c'], by, now + 2);
    await store.removeTotp(person.id, by, now + 3);
    await store.removePasskey(person.id, 'k-1', by, now + 4);
    await store.addPasskey(key('k-2'), [], by, now + 5);
    await store.resetTwoStep({id: person.id}, {id: 'admin-1', email: 'admin@nard.example'}, now + 6);
    const changes = await store.listFactorChanges(person.id, 10);
    expect(changes.map((change) => [change.change, change.at])).toEqual([
      ['reset-by-staff', now + 6],
      ['passkey-added', now + 5],
      ['passkey-removed', now + 4],
      ['app-removed', now + 3],
      ['codes-renewed', now + 2],
      ['app-added', now + 1],
      ['passkey-added', now],
    ]);
    expect(changes[0]?.userAgent).toBeNull();
    expect(changes[1]?.userAgent).toBe('Firefox/1');
    expect(await store.listFactorChanges(person.id, 2)).toHaveLength(2);
    expect(await store.listFactorChanges(stranger.id, 10)).toEqual([]);
    // Kept a year, then gone with the hourly housekeeping.
    await store.pruneAuthRecords(now + 366 * 86_400_000);
    expect(await store.listFactorChanges(person.id, 10)).toEqual([]);
  });
});
