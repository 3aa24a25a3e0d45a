// The retention half of the Store contract (issue 24), against SQLite and a real PostgreSQL server with a
// clock the test sets: exactly the quiet accounts, the never-confirmed sign-ups and the long-handled
// messages are due, nothing else; the daily claim is taken once.
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

const DAY = 86_400_000;
const now = Date.UTC(2030, 5, 1);
const longAgo = now - 800 * DAY;
const cutoffs = {
  inactiveBefore: now - 730 * DAY,
  handledBefore: now - 365 * DAY,
  unconfirmedBefore: now - 30 * DAY,
};

describe.each(backends)('retention on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  const confirm = async (id: string, at: number) => {
    await store.createEmailLink(
      {userId: id, email: `${id}@nard.example`, tokenHash: `l-${id}`, expiresAt: at + 1},
      at,
    );
    await store.confirmEmail(`l-${id}`, at);
  };
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    // Quiet for years: due. Signed in last month: not due. Staff: never due. Changed last week: not due.
    for (const id of ['quiet', 'seen', 'staff', 'edited', 'fresh-unconfirmed', 'old-unconfirmed']) {
      await store.createAccount(
        testAccount(id, `Person ${id}`, {email: `${id}@nard.example`}),
        longAgo,
        null,
      );
    }
    for (const id of ['quiet', 'seen', 'staff', 'edited']) await confirm(id, longAgo);
    await store.createSession(
      {id: 's-seen', userId: 'seen', tokenHash: 't', expiresAt: now + DAY},
      now - 30 * DAY,
    );
    await store.grantRoleByEmail('staff@nard.example', 'staff', longAgo);
    await store.updateProfile('edited', {fullName: 'Person edited', phoneNumber: '98765432'}, now - 7 * DAY);
    await store.createAccount(
      testAccount('new-one', 'New One', {email: 'new-one@nard.example'}),
      now - DAY,
      null,
    );
  });
  afterEach(() => database.close());

  it('finds exactly what is due', async () => {
    const handled = await store.saveContactMessage(
      {name: 'A', email: 'a@x.example', subject: 'Old', message: 'Hi'},
      longAgo,
    );
    const recent = await store.saveContactMessage(
      {name: 'B', email: 'b@x.example', subject: 'New', message: 'Hi'},
      longAgo,
    );
    await store.saveContactMessage(
      {name: 'C', email: 'c@x.example', subject: 'Open', message: 'Hi'},
      longAgo,
    );
    await store.setMessageHandled(handled.id, true, {id: 's', email: 's@x'}, now - 400 * DAY);
    await store.setMessageHandled(recent.id, true, {id: 's', email: 's@x'}, now - 10 * DAY);
    expect(await store.retentionDue(cutoffs)).toEqual({
      inactiveAccounts: ['quiet'],
      unconfirmedAccounts: ['fresh-unconfirmed', 'old-unconfirmed'],
      handledMessages: 1,
    });
    expect(await store.deleteHandledMessages(cutoffs.handledBefore, now)).toBe(1);
    expect((await store.listMessages({page: 1, pageSize: 10})).items.map((m) => m.subject).sort()).toEqual([
      'New',
      'Open',
    ]);
  });

  const retentionLines = async () =>
    (await store.listActivity({page: 1, pageSize: 50})).items.filter((line) => line.action === 'retention');

  it('deletes only the sign-ups still unconfirmed and unused when the statement runs, with their line', async () => {
    await confirm('fresh-unconfirmed', now - DAY);
    expect(
      await store.deleteUnconfirmedAccounts(
        ['fresh-unconfirmed', 'old-unconfirmed', 'quiet'],
        cutoffs.unconfirmedBefore,
        now,
      ),
    ).toBe(1);
    expect(await store.findAccountByEmail('old-unconfirmed@nard.example')).toBeNull();
    expect(await store.findAccountByEmail('fresh-unconfirmed@nard.example')).not.toBeNull();
    expect(await store.findAccountByEmail('quiet@nard.example')).not.toBeNull();
    expect(await store.deleteUnconfirmedAccounts([], cutoffs.unconfirmedBefore, now)).toBe(0);
    expect((await retentionLines()).map((line) => line.after)).toEqual([
      {accounts: 0, unconfirmed: 1, messages: 0},
    ]);
  });

  it('deletes a batch of the accounts still due in one transaction with its line (issue 54 #11)', async () => {
    const deletions = await store.deleteInactiveAccounts(
      ['quiet', 'seen', 'staff', 'edited', 'old-unconfirmed'],
      cutoffs.inactiveBefore,
      now,
      '2030-06-01',
    );
    expect(deletions.map((deleted) => deleted.formerEmail)).toEqual(['quiet@nard.example']);
    expect(await store.findAccountByEmail('quiet@nard.example')).toBeNull();
    expect(await store.findAccountByEmail('seen@nard.example')).not.toBeNull();
    const [line] = await retentionLines();
    expect(line).toMatchObject({
      actor: {id: 'retention', email: 'daily clean-up'},
      after: {accounts: 1, unconfirmed: 0, messages: 0},
    });
    // Nothing left due: no deletion, and no line.
    expect(await store.deleteInactiveAccounts(['quiet'], cutoffs.inactiveBefore, now, '2030-06-01')).toEqual(
      [],
    );
    expect(await retentionLines()).toHaveLength(1);
    // The messages step always writes its line: the run is seen even when nothing was due.
    expect(await store.deleteHandledMessages(cutoffs.handledBefore, now)).toBe(0);
    expect((await retentionLines())[0]!.after).toEqual({accounts: 0, unconfirmed: 0, messages: 0});
  });

  it('lets one claimer of several take the day', async () => {
    const claims = await Promise.all(
      ['a', 'b', 'c'].map((claimer) => store.claimDailyJob('retention', '2030-06-01', claimer, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claimDailyJob('retention', '2030-06-02', 'a', now)).toBe(true);
  });
});
