// How each staff-edited record kind maps to its table: columns, the row -> record readers of the content
// store, and the queries. One generic set of statements per kind keeps create/update/delete identical.
import type {SQLInputValue} from 'node:sqlite';
import {
  EVENT_COLUMNS,
  EVENT_SELECT,
  eventValues,
  type Row,
  toAnnouncement,
  toContributor,
  toEvent,
  toExpenditure,
} from './rows.ts';
import type {StaffRecordKind, StaffRecords} from './staff-store.ts';

/** One kind's SQL: the columns written, the values for them, and how to read a record. */
export type KindSql<K extends StaffRecordKind> = {
  table: string;
  /** The activity log's name for the kind, e.g. 'announcement'. */
  targetType: string;
  columns: readonly string[];
  values(fields: StaffRecords[K]['fields']): SQLInputValue[];
  /** SELECT of one record, `?` = id. */
  selectOne: string;
  selectAll: string;
  toRecord(row: Row): StaffRecords[K]['record'];
};

const LEDGER_JOIN = (table: string, columns: string) => `SELECT ${columns}, p.id AS project_id,
  p.title AS project_title FROM ${table} x JOIN anchor_projects p ON p.id = x.anchor_project_id`;

const announcements: KindSql<'announcements'> = {
  table: 'announcements',
  targetType: 'announcement',
  columns: ['date', 'title', 'description'],
  values: (f) => [f.date, f.title, f.description],
  selectOne: 'SELECT * FROM announcements WHERE id = ?',
  selectAll: 'SELECT * FROM announcements ORDER BY date DESC, id DESC',
  toRecord: toAnnouncement,
};

const contributors: KindSql<'contributors'> = {
  table: 'contributors',
  targetType: 'contributor',
  columns: ['name', 'date', 'amount_cents', 'anchor_project_id'],
  values: (f) => [f.name, f.date, f.amountCents, f.anchorProjectId],
  selectOne: `${LEDGER_JOIN('contributors', 'x.id, x.name, x.date, x.amount_cents')} WHERE x.id = ?`,
  selectAll: `${LEDGER_JOIN('contributors', 'x.id, x.name, x.date, x.amount_cents')} ORDER BY x.date DESC, x.id DESC`,
  toRecord: toContributor,
};

const expenditures: KindSql<'expenditures'> = {
  table: 'expenditures',
  targetType: 'expenditure',
  columns: ['item', 'date', 'amount_cents', 'detail', 'anchor_project_id'],
  values: (f) => [f.item, f.date, f.amountCents, f.detail, f.anchorProjectId],
  selectOne: `${LEDGER_JOIN('expenditures', 'x.id, x.item, x.date, x.amount_cents, x.detail')} WHERE x.id = ?`,
  selectAll: `${LEDGER_JOIN('expenditures', 'x.id, x.item, x.date, x.amount_cents, x.detail')}
    ORDER BY x.date DESC, x.id DESC`,
  toRecord: toExpenditure,
};

const events: KindSql<'events'> = {
  table: 'events',
  targetType: 'event',
  columns: EVENT_COLUMNS,
  values: eventValues,
  selectOne: `${EVENT_SELECT} WHERE e.id = ?`,
  selectAll: `${EVENT_SELECT} ORDER BY e.date DESC, e.id DESC`,
  toRecord: (row) => ({
    ...toEvent(row),
    cancelled: row.cancelled_at !== null && row.cancelled_at !== undefined,
  }),
};

/** The SQL of every staff-edited kind. */
export const KIND_SQL: {[K in StaffRecordKind]: KindSql<K>} = {
  announcements,
  contributors,
  expenditures,
  events,
};
