// Announcements and events in other languages (decision 032), against SQLite and a real PostgreSQL server:
// translations saved with the record, read by the public lists and by staff, replaced and removed by an
// edit, and the content version (which the answer cache follows) moved by a change of words alone.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const news = {date: '2030-01-05', title: 'Open day', description: 'Come and see the farm.'};
const zh = {title: '开放日', description: '欢迎来农场参观。'};
const ta = {title: 'திறந்த நாள்', description: 'பண்ணையைப் பார்க்க வாருங்கள்.'};
const ms = {title: 'Hari terbuka', description: 'Datanglah melawat ladang.'};
const harvest = {
  type: 'volunteer' as const,
  date: '2030-02-01',
  description: 'Harvest',
  venue: 'Farm',
  time: '09:00-12:00',
  task: 'Picking',
  needed: [],
  signedUp: [],
  ojtHours: 0,
  ojtTotal: 0,
  capacity: 12,
  openToBoth: false,
};

/** Waits until `check` holds, for at most `ms`. */
async function within(limit: number, check: () => boolean): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > limit) throw new Error(`not within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(backends)('$name store: content in other languages', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('saves, reads, replaces and removes an announcement’s translations', async () => {
    const created = await store.createRecord('announcements', {...news, translations: {zh, ta}}, actor, now);
    expect(created).toEqual({id: expect.any(String), ...news, popup: false, translations: {zh, ta}});
    expect(await store.listAnnouncements()).toEqual([created]);
    expect(await store.getRecord('announcements', created.id)).toEqual(created);

    const other = await database.openAnother();
    const theirs = other.contentVersion(['announcements']);
    const mine = store.contentVersion(['announcements']);
    const zhNew = {title: '开放日（改）', description: '**欢迎**大家。'};
    const changed = await store.updateRecord(
      'announcements',
      created.id,
      {...news, translations: {zh: zhNew, ms}},
      actor,
      now + 1,
    );
    const after = {...created, translations: {zh: zhNew, ms}};
    expect(changed).toEqual({before: created, after, promoted: [], told: []});
    expect(await store.listAnnouncements()).toEqual([after]);
    // A change of words alone rebuilds the cached answers, here and on another instance.
    expect(store.contentVersion(['announcements'])).not.toBe(mine);
    await within(1000, () => other.contentVersion(['announcements']) !== theirs);
    const log = await store.listActivity({page: 1, pageSize: 5});
    expect(log.items[0]).toMatchObject({action: 'update', before: created, after});

    await store.updateRecord('announcements', created.id, {...news, translations: {}}, actor, now + 2);
    const [plain] = await store.listAnnouncements();
    expect(plain).toEqual({id: created.id, ...news, popup: false});
    expect(plain).not.toHaveProperty('translations');
  });

  it('keeps an announcement with no translations as it was', async () => {
    await store.importContent([{kind: 'announcements', rows: [news]}], {replace: false});
    const [imported] = await store.listAnnouncements();
    expect(imported).toEqual({id: expect.any(String), ...news, popup: false});
  });

  it('saves, reads, replaces and removes an event’s description and task per language', async () => {
    const zhWords = {description: '收获\n早上', task: '摘菜'};
    const taWords = {description: 'அறுவடை', task: 'கீரை பறித்தல்'};
    const created = await store.createRecord('events', {...harvest, translations: {zh: zhWords}}, actor, now);
    expect(created.translations).toEqual({zh: zhWords});
    const [listed] = await store.listEvents('volunteer', '2030-01-01');
    expect(listed).toMatchObject({id: created.id, description: 'Harvest', translations: {zh: zhWords}});

    const changed = await store.updateRecord(
      'events',
      created.id,
      {...harvest, translations: {ta: taWords}},
      actor,
      now + 1,
    );
    expect(changed && 'after' in changed && changed.after.translations).toEqual({ta: taWords});
    expect((await store.listEvents('volunteer', '2030-01-01'))[0]?.translations).toEqual({ta: taWords});

    await store.updateRecord('events', created.id, harvest, actor, now + 2);
    const [plain] = await store.listRecords('events');
    expect(plain).not.toHaveProperty('translations');
    expect(plain?.description).toBe('Harvest');
  });
});
