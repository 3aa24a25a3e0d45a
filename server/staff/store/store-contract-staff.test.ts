// The staff half of the Store contract, against SQLite and a real PostgreSQL server: records with their
// activity rows, roles, the accounts table, and the content version each staff write moves.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {NewAccount} from '../../accounts/store/account-store.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const person = (id: string, email: string, fullName: string): NewAccount => ({
  id,
  email,
  fullName,
  passwordHash: 'h',
  age: '26-35',
  region: 'east',
  city: 'Bedok',
  phoneNumber: '',
  emergencyContact: '',
  profession: 'Barista',
  address: 'Bedok, East',
  applicantType: 'volunteer',
});
const eventFields = {
  type: 'volunteer' as const,
  date: '2030-02-01',
  description: 'Harvest',
  venue: 'Farm',
  time: '9am',
  task: 'Picking',
  needed: ['Hands'],
  signedUp: [],
  ojtHours: 2,
  ojtTotal: 4,
  capacity: 12,
  openToBoth: false,
};

describe.each(backends)('$name store: staff', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.upsertAnchorProjects([{id: 'urban-farming', title: 'Nard Urban Farming'}]);
  });
  afterEach(() => database.close());

  it('creates, updates and deletes a record, one activity row each, newest first', async () => {
    const before = store.contentVersion();
    const created = await store.createRecord(
      'announcements',
      {date: '2030-01-01', title: 'A', description: 'a'},
      actor,
      now,
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      date: '2030-01-01',
      title: 'A',
      description: 'a',
      popup: false,
    });
    expect(store.contentVersion()).not.toBe(before);
    const changed = await store.updateRecord(
      'announcements',
      created.id,
      {date: '2030-01-02', title: 'B', description: 'b'},
      actor,
      now + 1,
    );
    const after = {...created, date: '2030-01-02', title: 'B', description: 'b'};
    expect(changed).toEqual({before: created, after, promoted: [], told: []});
    expect(await store.listAnnouncements()).toEqual([after]);
    expect(await store.deleteRecord('announcements', created.id, actor, now + 2)).toEqual(after);
    expect(await store.getRecord('announcements', created.id)).toBeNull();
    expect(
      await store.updateRecord(
        'announcements',
        'no-such',
        {date: '2030-01-01', title: 'x', description: 'x'},
        actor,
        now,
      ),
    ).toBeNull();
    expect(await store.deleteRecord('announcements', '999999', actor, now)).toBeNull();
    const log = await store.listActivity({page: 1, pageSize: 10});
    expect(log.total).toBe(3);
    expect(log.items.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log.items[2]).toMatchObject({
      actor,
      targetType: 'announcement',
      targetId: created.id,
      before: null,
    });
    expect(log.items[0]).toMatchObject({
      after: null,
      before: after,
      at: new Date(now + 2).toISOString(),
    });
  });

  it('keeps one home pop-up at most: choosing another moves it, and none is possible (issue 20)', async () => {
    const add = (title: string, popup: boolean) =>
      store.createRecord('announcements', {date: '2030-01-01', title, description: title, popup}, actor, now);
    const popups = async () =>
      (await store.listAnnouncements()).filter((item) => item.popup).map((item) => item.title);
    const first = await add('Hours', true);
    expect(await popups()).toEqual(['Hours']);
    const second = await add('Open day', true);
    expect(await popups()).toEqual(['Open day']);
    await store.updateRecord('announcements', first.id, {...first, popup: true}, actor, now);
    expect(await popups()).toEqual(['Hours']);
    await store.updateRecord('announcements', first.id, {...first, popup: false}, actor, now);
    expect(await popups()).toEqual([]);
    expect(second.popup).toBe(true);
  });

  it('cancels an event instead of deleting it, and the public table leaves it out', async () => {
    const created = await store.createRecord('events', eventFields, actor, now);
    expect(created).toMatchObject({...eventFields, cancelled: false});
    expect(await store.listEvents('volunteer', '2030-01-01')).toHaveLength(1);
    await store.deleteRecord('events', created.id, actor, now);
    expect(await store.getRecord('events', created.id)).toMatchObject({cancelled: true});
    expect(await store.listEvents('volunteer', '2030-01-01')).toEqual([]);
    expect(await store.deleteRecord('events', created.id, actor, now)).toBeNull();
  });

  it('imports many ledger rows all or nothing', async () => {
    const row = {name: 'Ana', date: '2030-01-01', amountCents: 1000, anchorProjectId: 'urban-farming'};
    expect(await store.createRecords('contributors', [row, {...row, name: 'Ben'}], actor, now)).toBe(2);
    await expect(
      store.createRecords('contributors', [row, {...row, anchorProjectId: 'no-such'}], actor, now),
    ).rejects.toThrow();
    expect((await store.listRecords('contributors')).map((record) => record.name).sort()).toEqual([
      'Ana',
      'Ben',
    ]);
    expect((await store.listActivity({page: 1, pageSize: 10})).total).toBe(2);
  });

  it('grants roles by e-mail and by id, logged, and lists accounts by search', async () => {
    await store.createAccount(person('u1', 'ana@nard.example', 'Ana Tan'), now, null);
    await store.createAccount(person('u2', 'ben@nard.example', 'Ben Lim'), now + 1, null);
    for (const [id, userId] of [
      ['s-ana', 'u1'],
      ['s-ben', 'u2'],
    ] as const) {
      await store.createSession({id, userId, tokenHash: `t-${id}`, expiresAt: now + 86_400_000}, now);
    }
    expect(await store.grantRoleByEmail('nobody@nard.example', 'admin', now)).toBeNull();
    expect(await store.grantRoleByEmail(' ANA@nard.example ', 'admin', now)).toMatchObject({
      before: 'user',
      after: 'admin',
      user: {id: 'u1', role: 'admin'},
    });
    expect(await store.changeRole('u2', 'staff', actor, now)).toMatchObject({
      before: {role: 'user'},
      after: {role: 'staff'},
    });
    expect(await store.changeRole('nobody', 'staff', actor, now)).toBeNull();
    // A new role ends every session of its person (issue 23); the same role again changes nothing.
    expect(await store.findSessionUser('u1', 's-ana', now)).toBeNull();
    expect(await store.findSessionUser('u2', 's-ben', now)).toBeNull();
    const all = await store.listAccounts({page: 1, pageSize: 10});
    expect(all.items.map((account) => [account.id, account.role])).toEqual([
      ['u2', 'staff'],
      ['u1', 'admin'],
    ]);
    expect((await store.listAccounts({page: 1, pageSize: 10, search: 'TAN'})).items.map((a) => a.id)).toEqual(
      ['u1'],
    );
    expect(await store.listAccounts({page: 2, pageSize: 1})).toMatchObject({total: 2, items: [{id: 'u1'}]});
    expect(
      (await store.listActivity({page: 1, pageSize: 10})).items.map((entry) => entry.actor.email),
    ).toEqual(['staff@nard.example', 'admin:grant']);
    // A line by an account that exists names its owner as the account is now (issue 20).
    await store.changeRole('u2', 'user', {id: 'u1', email: 'ana@nard.example'}, now + 2);
    await store.updateProfile('u1', {fullName: 'Ana Tan Mei'}, now + 3);
    const [latest, earlier] = (await store.listActivity({page: 1, pageSize: 2})).items;
    expect(latest?.actor).toEqual({id: 'u1', email: 'ana@nard.example', name: 'Ana Tan Mei'});
    expect(earlier?.actor).toEqual({id: 'staff-1', email: 'staff@nard.example', name: null});
    await store.createSession(
      {id: 's-ben-2', userId: 'u2', tokenHash: 't-ben-2', expiresAt: now + 86_400_000},
      now,
    );
    await store.changeRole('u2', 'user', actor, now + 4);
    expect(await store.findSessionUser('u2', 's-ben-2', now + 4)).not.toBeNull();
  });
});
