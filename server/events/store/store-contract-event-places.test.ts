// The event sign-up half of the Store contract, against SQLite and a real PostgreSQL server: places and
// the waiting list, the last place under concurrency (two stores on one database), reminder claims that
// a second instance cannot take again, attendance with its activity row, first names in public.
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

const now = Date.UTC(2030, 0, 1);
const today = '2030-01-01';
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const person = (id: string, fullName: string, applicantType: 'volunteer' | 'work' = 'volunteer') =>
  testAccount(id, fullName, {applicantType});
const eventFields = {
  type: 'volunteer' as const,
  date: '2030-02-01',
  description: 'Harvest',
  venue: 'Farm',
  time: '9am',
  task: 'Picking',
  needed: [],
  signedUp: ['Paper'],
  ojtHours: 0,
  ojtTotal: 8,
  capacity: 2,
  openToBoth: false,
};

describe.each(backends)('event sign-ups on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  let eventId: string;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    for (const [id, name] of [
      ['ann', 'Ann Lee'],
      ['bob', 'Bob Tan'],
      ['cat', 'Cat Ong'],
    ]) {
      await store.createAccount(person(id!, name!), now, null);
    }
    await store.createAccount(person('wes', 'Wes Koh', 'work'), now, null);
    eventId = (await store.createRecord('events', eventFields, actor, now)).id;
  });
  afterEach(async () => {
    await database.close();
  });

  it("answers an event's day and start time, and null for an event that is not there", async () => {
    expect(await store.eventTimes(eventId)).toEqual({date: '2030-02-01', time: '9am'});
    expect(await store.eventTimes('999999')).toBeNull();
    expect(await store.eventTimes('not-an-id')).toBeNull();
  });

  it('fills the places left after the offline names, queues the rest, and promotes on withdrawal', async () => {
    expect(await store.signUp(eventId, 'ann', now, today)).toMatchObject({
      ok: true,
      status: 'confirmed',
      position: null,
    });
    expect(await store.signUp(eventId, 'bob', now + 1, today)).toMatchObject({
      ok: true,
      status: 'waiting',
      position: 1,
    });
    expect(await store.signUp(eventId, 'ann', now + 2, today)).toEqual({ok: false, reason: 'already'});
    expect(await store.signUp(eventId, 'wes', now, today)).toEqual({ok: false, reason: 'wrong-type'});
    expect(await store.signUp(eventId, 'cat', now, '2030-03-01')).toEqual({ok: false, reason: 'closed'});
    const [event] = await store.listEvents('volunteer', today);
    expect(event).toMatchObject({signedUpCount: 2, placesLeft: 0, waitingCount: 1});
    expect(event).not.toHaveProperty('signedUp');
    // Names only for signed-in people, as each chose: staff-added names and Ann (not shown) unnamed.
    expect(await store.listVolunteerEventNames(today)).toEqual({[eventId]: ['A volunteer', 'A volunteer']});
    await store.updateProfile('ann', {fullName: 'Ann Lee', showFirstName: true}, now);
    expect(await store.listVolunteerEventNames(today)).toEqual({[eventId]: ['A volunteer', 'Ann']});

    const left = await store.withdraw(eventId, 'ann', now + 3);
    expect(left?.notice.person.email).toBe('ann@nard.example');
    expect(left?.promoted).toMatchObject([{person: {id: 'bob'}, event: {description: 'Harvest'}}]);
    expect((await store.listEvents('volunteer', today))[0]).toMatchObject({signedUpCount: 2});
    expect(await store.listVolunteerEventNames(today)).toEqual({[eventId]: ['A volunteer', 'A volunteer']});
    expect(await store.withdraw(eventId, 'ann', now + 4)).toBeNull();
    expect(await store.listMyEvents('bob')).toEqual([
      expect.objectContaining({id: eventId, signupStatus: 'confirmed', position: null}),
    ]);
  });

  it('moves nobody up at a cancelled or past event', async () => {
    await store.signUp(eventId, 'ann', now, today);
    await store.signUp(eventId, 'bob', now + 1, today);
    await store.signUp(eventId, 'cat', now + 2, today);
    await store.cancelEvent(eventId, actor, now + 3);
    expect((await store.withdraw(eventId, 'ann', now + 4))?.promoted).toEqual([]);

    const past = await store.createRecord('events', {...eventFields, capacity: 1, signedUp: []}, actor, now);
    await store.signUp(past.id, 'ann', now, today);
    await store.signUp(past.id, 'bob', now + 1, today);
    const dayAfter = Date.UTC(2030, 1, 2);
    expect((await store.withdraw(past.id, 'ann', dayAfter))?.promoted).toEqual([]);
    expect(await store.listMyEvents('bob')).toContainEqual(
      expect.objectContaining({id: past.id, signupStatus: 'waiting'}),
    );
  });

  it('never lists the names at a Work event, even one open to volunteers', async () => {
    const work = await store.createRecord(
      'events',
      {...eventFields, type: 'work', description: 'Packing', openToBoth: true, signedUp: []},
      actor,
      now,
    );
    await store.updateProfile('wes', {fullName: 'Wes Koh', showFirstName: true}, now);
    await store.updateProfile('ann', {fullName: 'Ann Lee', showFirstName: true}, now);
    expect(await store.signUp(work.id, 'wes', now, today)).toMatchObject({ok: true, status: 'confirmed'});
    expect(await store.signUp(work.id, 'ann', now, today)).toMatchObject({ok: true, status: 'confirmed'});
    const names = await store.listVolunteerEventNames(today);
    expect(names).not.toHaveProperty(work.id);
    expect(JSON.stringify(names)).not.toMatch(/Wes|Ann/);
  });

  it('gives the last place to exactly one of two instances signing up at once', async () => {
    const other = await database.openAnother();
    const results = await Promise.all([
      store.signUp(eventId, 'ann', now, today),
      other.signUp(eventId, 'bob', now, today),
    ]);
    const statuses = results.map((result) => (result.ok ? result.status : result.reason)).sort();
    expect(statuses).toEqual(['confirmed', 'waiting']);
  });

  it('lets one instance claim each reminder, once', async () => {
    await store.signUp(eventId, 'ann', now, today);
    await store.signUp(eventId, 'bob', now, today);
    const other = await database.openAnother();
    const [first, second] = await Promise.all([
      store.claimReminders('2030-02-01', 'one', now),
      other.claimReminders('2030-02-01', 'two', now),
    ]);
    expect([...first, ...second].map((notice) => notice.person.id)).toEqual(['ann']);
    expect(await store.claimReminders('2030-02-01', 'one', now)).toEqual([]);
    await store.releaseReminder([...first, ...second][0]!.signupId);
    expect((await other.claimReminders('2030-02-01', 'two', now)).map((n) => n.person.id)).toEqual(['ann']);
  });

  it('records attendance and hours with an activity row; the worker sees them', async () => {
    await store.signUp(eventId, 'ann', now, today);
    const [signup] = (await store.listSignups(eventId))!;
    expect(signup).toMatchObject({fullName: 'Ann Lee', email: 'ann@nard.example', phoneNumber: '9123'});
    const change = await store.recordAttendance(
      eventId,
      signup!.id,
      {attended: true, ojtHours: 5},
      actor,
      now,
    );
    expect(change?.after).toMatchObject({attended: true, ojtHours: 5, hoursApproved: false});
    expect(await store.recordAttendance(eventId, '999', {attended: true}, actor, now)).toBeNull();
    expect((await store.listMyEvents('ann'))[0]).toMatchObject({attended: true, ojtHours: 5});
    const {items} = await store.listActivity({page: 1, pageSize: 1});
    expect(items[0]).toMatchObject({action: 'attendance', targetType: 'signup', after: {ojtHours: 5}});
  });
});
