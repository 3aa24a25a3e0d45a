// The two-step half of the Store contract (issue 23), against SQLite and a real PostgreSQL server: the
// authenticator set up and confirmed once, each time step and recovery code taken once (also when two
// requests race), a challenge ended once, and the other sessions revoked.
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
const person = testAccount('u-two-step', 'Ana Tan');
const by = {sessionId: 's-by'};

describe.each(backends)('two-step on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.createAccount(person, now, null);
  });
  afterEach(() => database.close());

  it('sets up an authenticator, confirms it once, and takes each time step once', async () => {
    expect(await store.startTotp(person.id, 'sealed-1', now)).toBe(true);
    expect(await store.startTotp(person.id, 'sealed-2', now)).toBe(true);
    expect(await store.findTotp(person.id)).toEqual({
      secretSealed: 'sealed-2',
      confirmed: false,
      lastStep: 0,
    });
    expect(await store.takeTotpStep(person.id, 5)).toBe(false);
    expect(await store.confirmTotp(person.id, 100, ['a', 'b'], by, now)).toBe('first');
    expect(await store.confirmTotp(person.id, 101, ['c'], by, now)).toBe(false);
    expect(await store.startTotp(person.id, 'sealed-3', now)).toBe(false);
    expect(await store.takeTotpStep(person.id, 100)).toBe(false);
    const racing = await Promise.all([
      store.takeTotpStep(person.id, 101),
      store.takeTotpStep(person.id, 101),
    ]);
    expect(racing.sort()).toEqual([false, true]);
    expect(await store.recoveryCodesLeft(person.id)).toBe(2);
  });

  it('uses a recovery code once, replaces them all, and removes everything with the authenticator', async () => {
    await store.startTotp(person.id, 'sealed', now);
    await store.confirmTotp(person.id, 1, ['code-a', 'code-b'], by, now);
    const racing = await Promise.all([
      store.spendRecoveryCode(person.id, 'code-a', now),
      store.spendRecoveryCode(person.id, 'code-a', now),
    ]);
    expect(racing.sort()).toEqual([false, true]);
    expect(await store.spendRecoveryCode('someone-else', 'code-b', now)).toBe(false);
    expect(await store.recoveryCodesLeft(person.id)).toBe(1);
    expect(await store.replaceRecoveryCodes(person.id, ['code-c', 'code-d', 'code-e'], by, now)).toBe(true);
    expect(await store.spendRecoveryCode(person.id, 'code-b', now)).toBe(false);
    expect(await store.recoveryCodesLeft(person.id)).toBe(3);
    expect(await store.removeTotp(person.id, by, now)).toBe(true);
    expect(await store.findTotp(person.id)).toBeNull();
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
    expect(await store.replaceRecoveryCodes(person.id, ['x'], by, now)).toBe(false);
    expect(await store.removeTotp(person.id, by, now)).toBe(false);
  });

  it('counts a challenge’s wrong codes, ends it once, and prunes it once expired', async () => {
    await store.createTwoStepChallenge('hash-1', person.id, now + 300_000, now);
    expect(await store.failTwoStepChallenge('hash-1')).toBe(1);
    expect(await store.failTwoStepChallenge('hash-1')).toBe(2);
    expect(await store.findTwoStepChallenge('hash-1')).toEqual({
      userId: person.id,
      expiresAt: now + 300_000,
      failures: 2,
    });
    const ended = await Promise.all([
      store.endTwoStepChallenge('hash-1'),
      store.endTwoStepChallenge('hash-1'),
    ]);
    expect(ended.sort()).toEqual([false, true]);
    await store.createTwoStepChallenge('hash-2', person.id, now + 300_000, now);
    await store.pruneAuthRecords(now + 300_001);
    expect(await store.findTwoStepChallenge('hash-2')).toBeNull();
  });

  it('revokes every session but the one making the change', async () => {
    for (const id of ['s-keep', 's-other']) {
      await store.createSession(
        {id, userId: person.id, tokenHash: `t-${id}`, expiresAt: now + 86_400_000},
        now,
      );
    }
    await store.revokeOtherSessions(person.id, 's-keep', now);
    expect(await store.findSessionUser(person.id, 's-keep', now)).not.toBeNull();
    expect(await store.findSessionUser(person.id, 's-other', now)).toBeNull();
  });

  it('lists the open sessions with their browser, last used first, and revokes only the owner’s', async () => {
    await store.createSession(
      {id: 's-old', userId: person.id, tokenHash: 't-old', expiresAt: now + 86_400_000, userAgent: 'Old/1'},
      now,
    );
    await store.createSession(
      {
        id: 's-new',
        userId: person.id,
        tokenHash: 't-new',
        expiresAt: now + 86_400_000,
        userAgent: 'x'.repeat(400),
      },
      now + 1000,
    );
    await store.createSession(
      {id: 's-gone', userId: person.id, tokenHash: 't-gone', expiresAt: now + 10, userAgent: null},
      now,
    );
    const listed = await store.listOpenSessions(person.id, now + 2000);
    expect(listed.map((session) => [session.id, session.lastSeenAt])).toEqual([
      ['s-new', now + 1000],
      ['s-old', now],
    ]);
    expect(listed[0]!.userAgent).toHaveLength(300);
    expect(await store.revokeOwnSession('someone-else', 's-old', now)).toBe(false);
    expect(await store.revokeOwnSession(person.id, 's-old', now)).toBe(true);
    expect(await store.revokeOwnSession(person.id, 's-old', now)).toBe(false);
    expect((await store.listOpenSessions(person.id, now + 2000)).map((session) => session.id)).toEqual([
      's-new',
    ]);
  });

  it('resets someone’s second factors by id or e-mail: gone, every session ended, one Activity line', async () => {
    await store.startTotp(person.id, 'sealed', now);
    await store.confirmTotp(person.id, 1, ['code-a'], by, now);
    await store.createSession(
      {id: 's-1', userId: person.id, tokenHash: 't-1', expiresAt: now + 86_400_000},
      now,
    );
    const actor = {id: 'admin-1', email: 'admin@nard.example'};
    const user = await store.resetTwoStep({email: ` ${person.email.toUpperCase()} `}, actor, now);
    expect(user).toMatchObject({id: person.id, email: person.email});
    expect(await store.findTotp(person.id)).toBeNull();
    expect(await store.recoveryCodesLeft(person.id)).toBe(0);
    expect(await store.findSessionUser(person.id, 's-1', now)).toBeNull();
    const [line] = (await store.listActivity({page: 1, pageSize: 1})).items;
    expect(line).toMatchObject({
      action: 'reset-two-step',
      targetId: person.id,
      before: {secondFactor: true},
    });
    expect(await store.resetTwoStep({id: 'nobody'}, actor, now)).toBeNull();
  });
});
