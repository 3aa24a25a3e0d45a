// ApplicantStore on PostgreSQL: the same filters, sorts and pages as sqlite-applicant-store.ts. Sort
// columns come from a fixed map (never from the request); each review locks its row (FOR UPDATE) and writes
// its activity row in the same transaction.
import type {ApplicantFilter, ApplicantSort, ApplicantStore} from '../applicant-store.ts';
import {toApplicant, toMessage} from '../sqlite-applicant-store.ts';
import type {Sql, Tx} from './connect.ts';
import {logActivity} from './staff-store.ts';

const SORT_COLUMNS: Record<ApplicantSort, string> = {
  appliedAt: 'created_at',
  name: 'lower(full_name)',
  status: 'applicant_status',
  region: 'region',
  type: 'applicant_type',
};

function where(sql: Sql, filter: ApplicantFilter) {
  const search = (filter.search ?? '').trim().toLowerCase();
  return sql`(${filter.type ?? ''} = '' OR applicant_type = ${filter.type ?? ''})
    AND (${filter.region ?? ''} = '' OR region = ${filter.region ?? ''})
    AND (${filter.status ?? ''} = '' OR applicant_status = ${filter.status ?? ''})
    AND (${search} = '' OR strpos(lower(full_name), ${search}) > 0 OR strpos(email, ${search}) > 0)`;
}

function orderBy(sql: Sql, filter: ApplicantFilter) {
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  return sql.unsafe(`ORDER BY ${SORT_COLUMNS[filter.sort]} ${direction}, created_at DESC, id`);
}

// NULL: every message; true: handled ones; false: those still waiting.
const handledWhere = (sql: Sql, handled: boolean | undefined) =>
  handled === undefined ? sql`TRUE` : handled ? sql`handled_at IS NOT NULL` : sql`handled_at IS NULL`;

const byId = (tx: Tx, table: 'users' | 'contact_messages', id: string) =>
  table === 'users'
    ? tx`SELECT * FROM users WHERE id = ${id} FOR UPDATE`
    : tx`SELECT * FROM contact_messages WHERE id = ${id} FOR UPDATE`;

/** The PostgreSQL ApplicantStore over a migrated database. */
export function createPostgresApplicantStore(sql: Sql): ApplicantStore {
  return {
    async listApplicants(filter, {page, pageSize}) {
      const rows = await sql`SELECT * FROM users WHERE ${where(sql, filter)} ${orderBy(sql, filter)}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
      const [count] = await sql`SELECT count(*) AS n FROM users WHERE ${where(sql, filter)}`;
      return {items: rows.map(toApplicant), total: Number(count?.n), page, pageSize};
    },
    async exportApplicants(filter) {
      return (await sql`SELECT * FROM users WHERE ${where(sql, filter)} ${orderBy(sql, filter)}`).map(
        toApplicant,
      );
    },
    async reviewApplicant(id, {status, note}, actor, now) {
      return sql.begin(async (tx) => {
        const [row] = await byId(tx, 'users', id);
        if (!row) return null;
        const before = toApplicant(row);
        const [updated] = await tx`UPDATE users SET applicant_status = ${status},
          applicant_note = coalesce(${note ?? null}::text, applicant_note), updated_at = ${now}
          WHERE id = ${id} RETURNING *`;
        const after = toApplicant(updated!);
        await logActivity(tx, actor, now, {
          action: 'review',
          targetType: 'applicant',
          targetId: id,
          before,
          after,
        });
        return {before, after};
      });
    },
    async listMessages({page, pageSize, handled}) {
      const rows = await sql`SELECT * FROM contact_messages WHERE ${handledWhere(sql, handled)}
        ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
      const [count] =
        await sql`SELECT count(*) AS n FROM contact_messages WHERE ${handledWhere(sql, handled)}`;
      return {items: rows.map(toMessage), total: Number(count?.n), page, pageSize};
    },
    async setMessageHandled(id, handled, actor, now) {
      if (!/^\d{1,18}$/.test(id)) return null;
      return sql.begin(async (tx) => {
        const [row] = await byId(tx, 'contact_messages', id);
        if (!row) return null;
        const before = toMessage(row);
        const [updated] = await tx`UPDATE contact_messages SET handled_at = ${handled ? now : null},
          handled_by = ${handled ? actor.email : null} WHERE id = ${id} RETURNING *`;
        const after = toMessage(updated!);
        await logActivity(tx, actor, now, {
          action: 'handle',
          targetType: 'message',
          targetId: id,
          before,
          after,
        });
        return {before, after};
      });
    },
  };
}
