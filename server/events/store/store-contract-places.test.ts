// Issue 19 #7 on SQLite and a real PostgreSQL server: staff editing an event's places and staff-added names.
// Places that open go to the waiting list in order, in the same transaction; an edit that would leave more
// people holding places than the event has is refused and changes nothing; a newcomer never goes ahead of
// anyone waiting.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const today = '2030-01-01';
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const PEOPLE = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const event = (capacity: number, signedUp: string[] = []) => ({
  type: 'volunteer' as const,
  date: '2030-02-01',
  description: 'Beach clean-up',
  venue: 'East Coast Park',
  time: '9am',
  task: 'Litter picking',
  needed: [],
  signedUp,
  ojtHours: 0,
  ojtTotal: 0,
  capacity,
  openToBoth: false,
});

type Case = {
  name: string;
  from: {capacity: number; offline?: string[]};
  signUps: number;
  to: {capacity: number; offline?: string[]};
  confirmed: string[];
  waiting: string[];
  promoted: string[];
  refused?: {capacity: number; confirmed: number; offline: number};
};

const CASES: Case[] = [
  {
    name: 'raising 1 -> 3 with four waiting promotes the first two, in order',
    ...{from: {capacity: 1}, signUps: 5, to: {capacity: 3}},
    ...{confirmed: ['p1', 'p2', 'p3'], waiting: ['p4', 'p5'], promoted: ['p2', 'p3']},
  },
  {
    name: 'raising 2 -> 10 promotes everyone waiting',
    ...{from: {capacity: 2}, signUps: 4, to: {capacity: 10}},
    ...{confirmed: ['p1', 'p2', 'p3', 'p4'], waiting: [], promoted: ['p3', 'p4']},
  },
  {
    name: 'lowering 3 -> 1 with three confirmed is refused, nobody loses a place',
    ...{from: {capacity: 3}, signUps: 4, to: {capacity: 1}},
    ...{confirmed: ['p1', 'p2', 'p3'], waiting: ['p4'], promoted: []},
    refused: {capacity: 1, confirmed: 3, offline: 0},
  },
  {
    name: 'lowering 5 -> 3 with three confirmed is allowed and promotes nobody',
    ...{from: {capacity: 5}, signUps: 3, to: {capacity: 3}},
    ...{confirmed: ['p1', 'p2', 'p3'], waiting: [], promoted: []},
  },
  {
    name: 'adding two offline names to a 3-place event with two confirmed is refused',
    ...{from: {capacity: 3}, signUps: 2, to: {capacity: 3, offline: ['Mei', 'Raj']}},
    ...{confirmed: ['p1', 'p2'], waiting: [], promoted: []},
    refused: {capacity: 3, confirmed: 2, offline: 2},
  },
  {
    name: 'removing an offline name frees its place for the first one waiting',
    ...{from: {capacity: 3, offline: ['Mei']}, signUps: 4, to: {capacity: 3, offline: []}},
    ...{confirmed: ['p1', 'p2', 'p3'], waiting: ['p4'], promoted: ['p3']},
  },
];

describe.each(backends)('capacity edits on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    for (const id of PEOPLE) {
      await store.createAccount(
        {
          id,
          email: `${id}@nard.example`,
          fullName: `Person ${id}`,
          passwordHash: 'h',
          age: '26-35',
          region: 'east',
          city: 'Bedok',
          phoneNumber: '',
          emergencyContact: '',
          profession: 'Cook',
          address: '',
          applicantType: 'volunteer',
        },
        now,
        null,
      );
    }
  });
  afterEach(() => database.close());

  const roster = async (eventId: string) => {
    const signups = (await store.listSignups(eventId))!;
    const of = (status: string) =>
      signups.filter((s) => s.status === status).map((s) => s.email.split('@')[0]);
    return {confirmed: of('confirmed'), waiting: of('waiting')};
  };

  it.each(CASES)('$name', async ({from, signUps, to, confirmed, waiting, promoted, refused}) => {
    const {id} = await store.createRecord('events', event(from.capacity, from.offline), actor, now);
    for (const [i, who] of PEOPLE.slice(0, signUps).entries()) await store.signUp(id, who, now + i, today);
    const result = await store.updateRecord('events', id, event(to.capacity, to.offline), actor, now + 10);
    if (refused) {
      expect(result).toEqual({refused});
      expect((await store.getRecord('events', id))!.capacity).toBe(from.capacity);
    } else {
      expect(result && 'promoted' in result && result.promoted.map((n) => n.person.id)).toEqual(promoted);
    }
    expect(await roster(id)).toEqual({confirmed, waiting});
  });

  it('puts a newcomer behind the people waiting, never ahead', async () => {
    const {id} = await store.createRecord('events', event(1), actor, now);
    for (const [i, who] of ['p1', 'p2', 'p3'].entries()) await store.signUp(id, who, now + i, today);
    await store.updateRecord('events', id, event(2), actor, now + 10);
    expect(await store.signUp(id, 'p4', now + 11, today)).toMatchObject({status: 'waiting', position: 2});
    expect(await roster(id)).toEqual({confirmed: ['p1', 'p2'], waiting: ['p3', 'p4']});
  });
});
