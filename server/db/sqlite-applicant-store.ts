// ApplicantStore on node:sqlite. Sort columns come from a fixed map (never from the request), and
// filters are bound parameters; each review writes its activity row in the same transaction.
import type {DatabaseSync} from 'node:sqlite';
import type {Applicant, ApplicantStatus, InboxMessage} from '../../core/data/index.ts';
import {APPLICANT_STATUSES} from '../../core/data/index.ts';
import type {ApplicantFilter, ApplicantSort, ApplicantStore} from './applicant-store.ts';
import {transaction} from './database.ts';
import type {Row} from './rows.ts';
import {activityLog} from './sqlite-activity.ts';

/** ORDER BY expression per sort (SQLite). */
export const SORT_COLUMNS: Record<ApplicantSort, string> = {
  appliedAt: 'created_at',
  name: 'full_name COLLATE NOCASE',
  status: 'applicant_status',
  region: 'region',
  type: 'applicant_type',
};

const iso = (ms: unknown): string => new Date(Number(ms)).toISOString();

/** A users row as an applicant (either store). */
export function toApplicant(row: Row): Applicant {
  const status = String(row.applicant_status) as ApplicantStatus;
  return {
    id: String(row.id),
    fullName: String(row.full_name),
    email: String(row.email),
    phoneNumber: String(row.phone_number),
    emergencyContact: String(row.emergency_contact),
    age: String(row.age),
    region: String(row.region),
    city: String(row.city),
    profession: String(row.profession),
    type: row.applicant_type === 'work' ? 'work' : 'volunteer',
    origin: row.signup_origin ? String(row.signup_origin) : null,
    status: APPLICANT_STATUSES.includes(status) ? status : 'new',
    note: String(row.applicant_note),
    appliedAt: iso(row.created_at),
  };
}

/** A contact_messages row (either store). */
export function toMessage(row: Row): InboxMessage {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    receivedAt: String(row.received_at),
    handledAt: row.handled_at === null || row.handled_at === undefined ? null : iso(row.handled_at),
    handledBy: row.handled_by ? String(row.handled_by) : null,
  };
}

// One WHERE for list, count and export: an empty filter value matches every row.
const APPLICANT_WHERE = `WHERE (:type = '' OR applicant_type = :type) AND (:region = '' OR region = :region)
  AND (:status = '' OR applicant_status = :status)
  AND (:search = '' OR instr(lower(full_name), :search) > 0 OR instr(email, :search) > 0)`;

// ?1: NULL for every message, 1 for handled ones, 0 for those still waiting.
const HANDLED_WHERE = `WHERE (?1 IS NULL OR (?1 = 1 AND handled_at IS NOT NULL)
  OR (?1 = 0 AND handled_at IS NULL))`;

function filterParams(filter: ApplicantFilter) {
  return {
    type: filter.type ?? '',
    region: filter.region ?? '',
    status: filter.status ?? '',
    search: (filter.search ?? '').trim().toLowerCase(),
  };
}

function orderBy(filter: ApplicantFilter): string {
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, created_at DESC, id`;
}

/** The SQLite ApplicantStore over an open, migrated database. */
export function createSqliteApplicantStore(db: DatabaseSync): ApplicantStore {
  const log = activityLog(db);
  // ORDER BY cannot be a parameter: one prepared statement per sort and direction, made on first use.
  const pages = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  const statement = (sql: string) => {
    let found = pages.get(sql);
    if (!found) {
      found = db.prepare(sql);
      pages.set(sql, found);
    }
    return found;
  };
  const countApplicants = db.prepare(`SELECT count(*) AS n FROM users ${APPLICANT_WHERE}`);
  const applicantById = db.prepare('SELECT * FROM users WHERE id = ?');
  const review =
    db.prepare(`UPDATE users SET applicant_status = ?, applicant_note = coalesce(?, applicant_note),
    updated_at = ? WHERE id = ?`);
  const messagePage = db.prepare(`SELECT * FROM contact_messages ${HANDLED_WHERE}
    ORDER BY id DESC LIMIT ?2 OFFSET ?3`);
  const messageCount = db.prepare(`SELECT count(*) AS n FROM contact_messages ${HANDLED_WHERE}`);
  const messageById = db.prepare('SELECT * FROM contact_messages WHERE id = ?');
  const handle = db.prepare('UPDATE contact_messages SET handled_at = ?, handled_by = ? WHERE id = ?');

  return {
    async listApplicants(filter, {page, pageSize}) {
      const params = filterParams(filter);
      const sql = `SELECT * FROM users ${APPLICANT_WHERE} ${orderBy(filter)} LIMIT :limit OFFSET :offset`;
      const items = statement(sql)
        .all({...params, limit: pageSize, offset: (page - 1) * pageSize})
        .map(toApplicant);
      return {items, total: Number(countApplicants.get(params)?.n), page, pageSize};
    },
    async exportApplicants(filter) {
      return statement(`SELECT * FROM users ${APPLICANT_WHERE} ${orderBy(filter)}`)
        .all(filterParams(filter))
        .map(toApplicant);
    },
    async reviewApplicant(id, {status, note}, actor, now) {
      return transaction(db, () => {
        const row = applicantById.get(id);
        if (!row) return null;
        const before = toApplicant(row);
        review.run(status, note ?? null, now, id);
        const after = toApplicant(applicantById.get(id)!);
        log.record(actor, now, {action: 'review', targetType: 'applicant', targetId: id, before, after});
        return {before, after};
      });
    },
    async listMessages({page, pageSize, handled}) {
      const flag = handled === undefined ? null : handled ? 1 : 0;
      const items = messagePage.all(flag, pageSize, (page - 1) * pageSize).map(toMessage);
      return {items, total: Number(messageCount.get(flag)?.n), page, pageSize};
    },
    async setMessageHandled(id, handled, actor, now) {
      return transaction(db, () => {
        const row = messageById.get(id);
        if (!row) return null;
        const before = toMessage(row);
        handle.run(handled ? now : null, handled ? actor.email : null, id);
        const after = toMessage(messageById.get(id)!);
        log.record(actor, now, {action: 'handle', targetType: 'message', targetId: id, before, after});
        return {before, after};
      });
    },
  };
}
