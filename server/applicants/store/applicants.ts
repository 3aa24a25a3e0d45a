// ApplicantStore: applicants (everyone who applied, site or partner widget) and the contact inbox, over either
// database. Filters, sorts and pages run in SQL; sort columns come from a fixed map, never from the request.
// A review reads its "before" under the row's lock and writes its activity row in the same transaction.
import type {ExpressionBuilder} from 'kysely';
import {
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantStatus,
  type InboxMessage,
} from '../../../core/staff/index.ts';
import {liveUser} from '../../accounts/store/live-users.ts';
import {personMatches} from '../../accounts/store/person-search.ts';
import {recordActivity, recordChange} from '../../db/activity.ts';
import {integerKey, type Row} from '../../db/rows.ts';
import type {Database} from '../../db/schema.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {readPage} from '../../db/store/page.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import type {ApplicantFilter, ApplicantSort, ApplicantStore} from './applicant-store.ts';

const iso = (ms: unknown): string => new Date(Number(ms)).toISOString();

/** A users row as an applicant. */
function toApplicant(row: Row): Applicant {
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

/** A contact_messages row. */
function toMessage(row: Row): InboxMessage {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
    receivedAt: String(row.received_at),
    handledAt: row.handled_at === null ? null : iso(row.handled_at),
    handledBy: row.handled_by ? String(row.handled_by) : null,
  };
}

/** What each sort orders by; by name ignores case on both databases. */
const SORT_COLUMNS = {
  appliedAt: (eb) => eb.ref('created_at'),
  name: (eb) => eb.fn<string>('lower', ['full_name']),
  status: (eb) => eb.ref('applicant_status'),
  region: (eb) => eb.ref('region'),
  type: (eb) => eb.ref('applicant_type'),
} satisfies Record<ApplicantSort, (eb: ExpressionBuilder<Database, 'users'>) => unknown>;

/** The ApplicantStore over `ctx`. */
export function applicantStore(ctx: StoreContext): ApplicantStore {
  // One WHERE for list, count and export: an absent filter matches every row.
  const matching = (filter: ApplicantFilter, on: StoreContext = ctx) =>
    on.db
      .selectFrom('users')
      .where('deleted_at', 'is', null)
      // Staff and administrators work here; they never applied (issue 56).
      .where('role', '=', 'user')
      .$if(filter.type !== undefined, (query) => query.where('applicant_type', '=', filter.type!))
      .$if(filter.region !== undefined, (query) => query.where('region', '=', filter.region!))
      .$if(filter.status !== undefined, (query) => query.where('applicant_status', '=', filter.status!))
      .where(personMatches(on, filter.search));
  const ordered = (filter: ApplicantFilter, on: StoreContext = ctx) =>
    matching(filter, on)
      .selectAll()
      .orderBy(SORT_COLUMNS[filter.sort], filter.order === 'asc' ? 'asc' : 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id');

  return {
    listApplicants: (filter, request) =>
      readPage(request, {rows: ordered(filter), filtered: matching(filter), toItem: toApplicant}),
    async updateApplicantDetails(id, details, now) {
      const row = await ctx.db
        .updateTable('users')
        .set({
          age: details.age,
          region: details.region,
          city: details.city,
          emergency_contact: details.emergencyContact,
          profession: details.profession,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row ? toApplicant(row) : null;
    },
    async findApplicant(id) {
      const row = await liveUser(ctx, 'id', id);
      return row ? toApplicant(row) : null;
    },
    async listMessagesFrom(email) {
      const rows = await ctx.db
        .selectFrom('contact_messages')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .orderBy('id')
        .execute();
      return rows.map(toMessage);
    },
    exportApplicants: (filter, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const rows = await ordered(filter, tx).execute();
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'export',
          targetType: 'applicants',
          targetId: 'csv',
          before: null,
          after: {people: rows.length},
        });
        return rows.map(toApplicant);
      }),
    reviewApplicant: (id, {status, note}, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const row = await rowLock(
          tx,
          tx.db.selectFrom('users').selectAll().where('id', '=', id),
        ).executeTakeFirst();
        if (!row) return null;
        const updated = await tx.db
          .updateTable('users')
          .set({
            applicant_status: status,
            updated_at: now,
            ...(note === undefined ? {} : {applicant_note: note}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const entry = {actor, at: now, action: 'review', targetType: 'applicant', targetId: id};
        return recordChange(tx, entry, toApplicant(row), toApplicant(updated));
      }),
    listMessages({handled, ...request}) {
      const filtered = ctx.db
        .selectFrom('contact_messages')
        .$if(handled !== undefined, (query) => query.where('handled_at', handled ? 'is not' : 'is', null));
      return readPage(request, {
        rows: filtered.selectAll().orderBy('id', 'desc'),
        filtered,
        toItem: toMessage,
      });
    },
    setMessageHandled: (id, handled, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const number = integerKey(id);
        if (number === null) return null;
        const messages = tx.db.selectFrom('contact_messages').selectAll().where('id', '=', number);
        const row = await rowLock(tx, messages).executeTakeFirst();
        if (!row) return null;
        const updated = await tx.db
          .updateTable('contact_messages')
          .set({handled_at: handled ? now : null, handled_by: handled ? actor.email : null})
          .where('id', '=', number)
          .returningAll()
          .executeTakeFirstOrThrow();
        const entry = {actor, at: now, action: 'handle', targetType: 'message', targetId: id};
        return recordChange(tx, entry, toMessage(row), toMessage(updated));
      }),
  };
}
