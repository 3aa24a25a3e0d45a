// The records staff create, edit and delete one at a time: each kind's table, the columns its fields write and
// how its records are read; then the write steps every kind shares, each with its activity row in the same
// transaction and a content version that moves once it commits.
import {type Insertable, type Kysely, sql} from 'kysely';
import {recordActivity, recordChange} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import {
  EVENT_COLUMNS,
  EVENT_SELECT,
  eventValues,
  integerKey,
  type Row,
  toAnnouncement,
  toContributor,
  toEvent,
  toExpenditure,
  translationColumns,
} from '../../db/rows.ts';
import type {Database, EventsTable} from '../../db/schema.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {inTransaction, noteContentWrite, type StoreContext} from '../../db/store-context.ts';
import {placesRefusal, promoteIntoFreePlaces} from '../../events/store/event-places.ts';
import {notices, peopleToTell} from '../../events/store/places.ts';
import type {StaffRecordKind, StaffRecords, StaffStore} from './staff-store.ts';

// Each table is also the content topic its writes touch.
type RecordTable = 'announcements' | 'contributors' | 'expenditures' | 'events';
type Fields<K extends StaffRecordKind> = StaffRecords[K]['fields'];
type StaffRecord<K extends StaffRecordKind> = StaffRecords[K]['record'];

/** One kind: its table, the activity log's name for it, its fields as columns, and its records read. */
type RecordKind<K extends StaffRecordKind> = {
  table: RecordTable;
  targetType: string;
  columns(fields: Fields<K>): Insertable<Database[RecordTable]>;
  /** The record with this id, or with `null` every record, newest date first. */
  read(db: Kysely<Database>, id: number | null): Promise<StaffRecord<K>[]>;
  /** Runs in the write's transaction before record `id` (null: a new one) is written with `fields`. */
  beforeWrite?(tx: StoreContext, fields: Fields<K>, id: number | null): Promise<void>;
};

/** The contributors or expenditures rows with their project (`project_id`, `project_title`). */
function ledgerRows(db: Kysely<Database>, table: 'contributors' | 'expenditures', id: number | null) {
  // Typed as contributors: the columns this query names (id, date, anchor_project_id) are the same in both.
  return db
    .selectFrom(`${table} as x` as 'contributors as x')
    .innerJoin('anchor_projects as p', 'p.id', 'x.anchor_project_id')
    .selectAll('x')
    .select(['p.id as project_id', 'p.title as project_title'])
    .$if(id !== null, (query) => query.where('x.id', '=', id!))
    .orderBy('x.date', 'desc')
    .orderBy('x.id', 'desc')
    .execute();
}

const KINDS: {[K in StaffRecordKind]: RecordKind<K>} = {
  announcements: {
    table: 'announcements',
    targetType: 'announcement',
    columns: ({date, title, description, popup, translations}) => ({
      date,
      title,
      description,
      popup: popup ? 1 : 0,
      ...translationColumns('announcements', translations),
    }),
    // One pop-up at a time: choosing this one takes it off the one shown until now.
    async beforeWrite(tx, fields, id) {
      if (!fields.popup) return;
      await tx.db
        .updateTable('announcements')
        .set({popup: 0})
        .where('popup', '=', 1)
        .$if(id !== null, (query) => query.where('id', '!=', id!))
        .execute();
      noteContentWrite(tx, 'announcements');
    },
    read: async (db, id) =>
      (
        await db
          .selectFrom('announcements')
          .selectAll()
          .$if(id !== null, (query) => query.where('id', '=', id!))
          .orderBy('date', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map(toAnnouncement),
  },
  contributors: {
    table: 'contributors',
    targetType: 'contributor',
    columns: (f) => ({
      name: f.name,
      date: f.date,
      amount_cents: f.amountCents,
      anchor_project_id: f.anchorProjectId,
    }),
    read: async (db, id) => (await ledgerRows(db, 'contributors', id)).map(toContributor),
  },
  expenditures: {
    table: 'expenditures',
    targetType: 'expenditure',
    columns: (f) => ({
      item: f.item,
      date: f.date,
      amount_cents: f.amountCents,
      detail: f.detail,
      anchor_project_id: f.anchorProjectId,
    }),
    read: async (db, id) => (await ledgerRows(db, 'expenditures', id)).map(toExpenditure),
  },
  events: {
    table: 'events',
    targetType: 'event',
    columns: (fields) => {
      const values = eventValues(fields);
      return {
        ...Object.fromEntries(EVENT_COLUMNS.map((column, i) => [column, values[i]])),
        ...translationColumns('events', fields.translations),
      } as Insertable<EventsTable>;
    },
    read: async (db, id) => {
      const where = id === null ? sql`TRUE` : sql`e.id = ${id}`;
      const {rows} = await sql<Row>`${sql.raw(EVENT_SELECT)} WHERE ${where}
        ORDER BY e.date DESC, e.id DESC`.execute(db);
      return rows.map((row) => ({
        ...toEvent(row),
        cancelled: row.cancelled_at !== null,
        peopleToTell: Number(row.confirmed_count ?? 0) + Number(row.waiting_count ?? 0),
      }));
    },
  },
};

const kindOf = (kind: StaffRecordKind) => KINDS[kind] as unknown as RecordKind<StaffRecordKind>;

/** What the log says of a write to one record of `spec`. */
const logged = (spec: RecordKind<StaffRecordKind>, targetId: string, actor: Actor, at: number) => ({
  targetType: spec.targetType,
  targetId,
  actor,
  at,
});

/**
 * The record under its row's lock (PostgreSQL; SQLite's transaction holds the file), read as "before", with
 * its integer key; null when there is none.
 */
async function lockedRecord(tx: StoreContext, spec: RecordKind<StaffRecordKind>, id: string) {
  const key = integerKey(id);
  if (key === null) return null;
  await rowLock(tx, tx.db.selectFrom(spec.table).select('id').where('id', '=', key)).execute();
  const [before] = await spec.read(tx.db, key);
  return before ? {key, before} : null;
}

async function insertRecord(
  tx: StoreContext,
  spec: RecordKind<StaffRecordKind>,
  fields: Fields<StaffRecordKind>,
  actor: Actor,
  now: number,
) {
  await spec.beforeWrite?.(tx, fields, null);
  const inserted = tx.db.insertInto(spec.table).values(spec.columns(fields)).returning('id');
  const {id} = await inserted.executeTakeFirstOrThrow();
  const [after] = await spec.read(tx.db, id);
  await recordActivity(tx, {...logged(spec, String(id), actor, now), action: 'create', before: null, after});
  noteContentWrite(tx, spec.table);
  return {id: Number(id), record: after!};
}

/** Sets an event cancelled (its sign-ups stay, for history) or deletes any other record; false when absent. */
async function removeRecord(tx: StoreContext, table: RecordTable, id: number, now: number) {
  const result =
    table === 'events'
      ? await tx.db
          .updateTable('events')
          .set({cancelled_at: now})
          .where('id', '=', id)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst()
      : await tx.db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows) > 0;
}

type RecordMethods = Pick<
  StaffStore,
  | 'listRecords'
  | 'getRecord'
  | 'createRecord'
  | 'createRecords'
  | 'updateRecord'
  | 'deleteRecord'
  | 'cancelEvent'
  | 'ledgerDuplicates'
  | 'undoImport'
>;

/** Whether an edit changes when or where an event happens. */
const movedInTime = (before: Fields<'events'>, after: Fields<'events'>) =>
  before.date !== after.date || before.time !== after.time || before.venue !== after.venue;

/** The record half of the StaffStore over `ctx`. */
export function staffRecordMethods(ctx: StoreContext): RecordMethods {
  const methods = {
    listRecords: (kind: StaffRecordKind) => kindOf(kind).read(ctx.db, null),
    async getRecord(kind: StaffRecordKind, id: string) {
      const number = integerKey(id);
      return number === null ? null : ((await kindOf(kind).read(ctx.db, number))[0] ?? null);
    },
    createRecord: (kind: StaffRecordKind, fields: Fields<StaffRecordKind>, actor: Actor, now: number) =>
      inTransaction(ctx, async (tx) => (await insertRecord(tx, kindOf(kind), fields, actor, now)).record),
    createRecords: (
      kind: StaffRecordKind,
      rows: readonly Fields<StaffRecordKind>[],
      actor: Actor,
      now: number,
      batch?: string,
    ) =>
      inTransaction(ctx, async (tx) => {
        const ids: number[] = [];
        for (const fields of rows) {
          ids.push((await insertRecord(tx, kindOf(kind), fields, actor, now)).id);
        }
        if (batch && (kind === 'contributors' || kind === 'expenditures') && ids.length > 0) {
          await tx.db.updateTable(kind).set({import_batch: batch}).where('id', 'in', ids).execute();
        }
        return rows.length;
      }),
    undoImport: (kind: 'contributors' | 'expenditures', batch: string, actor: Actor, now: number) =>
      inTransaction(ctx, async (tx) => {
        const removed = await tx.db
          .deleteFrom(kind)
          .where('import_batch', '=', batch)
          .returning(['id'])
          .execute();
        if (removed.length === 0) return 0;
        await recordActivity(tx, {
          action: 'undo-import',
          targetType: kindOf(kind).targetType,
          targetId: batch,
          actor,
          at: now,
          before: {rows: removed.length},
          after: {rows: 0},
        });
        noteContentWrite(tx, kind);
        return removed.length;
      }),
    updateRecord: (
      kind: StaffRecordKind,
      id: string,
      fields: Fields<StaffRecordKind>,
      actor: Actor,
      now: number,
    ) =>
      inTransaction(ctx, async (tx) => {
        const spec = kindOf(kind);
        const locked = await lockedRecord(tx, spec, id);
        if (!locked) return null;
        const event = kind === 'events' ? (fields as Fields<'events'>) : null;
        if (event) {
          const places = {capacity: event.capacity, offline: event.signedUp.length};
          const refused = await placesRefusal(tx, locked.key, places);
          if (refused) return {refused};
        }
        await spec.beforeWrite?.(tx, fields, locked.key);
        await tx.db.updateTable(spec.table).set(spec.columns(fields)).where('id', '=', locked.key).execute();
        const promotedIds = event ? await promoteIntoFreePlaces(tx, locked.key, now) : [];
        const [after] = await spec.read(tx.db, locked.key);
        noteContentWrite(tx, spec.table);
        const entry = {...logged(spec, id, actor, now), action: 'update'};
        const change = await recordChange(tx, entry, locked.before, after!);
        // A new day, time or place is news for everyone holding or awaiting a place (issue 20); the people
        // just moved up hear it in their own mail.
        const told =
          event && movedInTime(locked.before as Fields<'events'>, event)
            ? (await peopleToTell(tx, locked.key)).filter((n) => !promotedIds.includes(Number(n.signupId)))
            : [];
        return {...change, promoted: await notices(tx, promotedIds), told};
      }),
    deleteRecord: (kind: StaffRecordKind, id: string, actor: Actor, now: number) =>
      inTransaction(ctx, async (tx) => {
        const spec = kindOf(kind);
        const locked = await lockedRecord(tx, spec, id);
        if (!locked || !(await removeRecord(tx, spec.table, locked.key, now))) return null;
        const {key, before} = locked;
        const after = kind === 'events' ? ((await spec.read(tx.db, key))[0] ?? null) : null;
        const action = kind === 'events' ? 'cancel' : 'delete';
        await recordActivity(tx, {...logged(spec, id, actor, now), action, before, after});
        noteContentWrite(tx, spec.table);
        return before;
      }),
    async ledgerDuplicates(
      kind: 'contributors' | 'expenditures',
      rows: readonly {date: string; amountCents: number; name?: string; item?: string}[],
    ) {
      const dates = [...new Set(rows.map((row) => row.date))];
      if (dates.length === 0) return [];
      const held =
        kind === 'contributors'
          ? await ctx.db
              .selectFrom('contributors')
              .select(['date', 'name as label', 'amount_cents'])
              .where('date', 'in', dates)
              .execute()
          : await ctx.db
              .selectFrom('expenditures')
              .select(['date', 'item as label', 'amount_cents'])
              .where('date', 'in', dates)
              .execute();
      const key = (date: string, label: string, cents: number) =>
        `${date}\n${label.trim().toLowerCase()}\n${cents}`;
      const known = new Set(held.map((row) => key(row.date, row.label, Number(row.amount_cents))));
      return rows.map((row) => known.has(key(row.date, row.name ?? row.item ?? '', row.amountCents)));
    },
    cancelEvent: (id: string, actor: Actor, now: number) =>
      inTransaction(ctx, async (tx) => {
        const spec = kindOf('events');
        const locked = await lockedRecord(tx, spec, id);
        if (!locked || !(await removeRecord(tx, spec.table, locked.key, now))) return null;
        const [after] = await spec.read(tx.db, locked.key);
        const entry = {...logged(spec, id, actor, now), action: 'cancel', before: locked.before, after};
        await recordActivity(tx, entry);
        noteContentWrite(tx, spec.table);
        // Read in the same transaction as the cancel: nobody who got a place before it is left untold.
        return {event: after as StaffRecords['events']['record'], told: await peopleToTell(tx, locked.key)};
      }),
  };
  return methods as unknown as RecordMethods;
}
