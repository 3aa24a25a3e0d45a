// StaffStore on PostgreSQL: the same records as sqlite-staff-store.ts (per-kind SQL from
// sqlite-staff-records.ts, its `?` placeholder rewritten as `$1`). Each write is one transaction holding
// the change and its activity row; the content triggers move the version every instance follows.
import type {Role} from '../../../core/data/index.ts';
import type {Row} from '../rows.ts';
import type {ActivityRow} from '../sqlite-activity.ts';
import {json, toEntry} from '../sqlite-activity.ts';
import {KIND_SQL, type KindSql} from '../sqlite-staff-records.ts';
import {COMMAND_LINE_ACTOR, toAccountSummary} from '../sqlite-staff-store.ts';
import type {Actor, PageRequest, StaffRecordKind, StaffRecords, StaffStore} from '../staff-store.ts';
import type {Sql, Tx} from './connect.ts';
import type {ContentVersionFollower} from './content-version.ts';

type AnyKindSql = KindSql<StaffRecordKind>;
type Records = StaffRecords[StaffRecordKind];

const sqlOf = (kind: StaffRecordKind) => KIND_SQL[kind] as unknown as AnyKindSql;
// Record ids are BIGINT here; a path like /announcements/abc is simply not found (SQLite compares as text).
const isId = (id: string) => /^\d{1,18}$/.test(id);

/** Writes one activity row inside the caller's transaction. */
export async function logActivity(tx: Tx, actor: Actor, now: number, entry: ActivityRow): Promise<void> {
  await tx`INSERT INTO activity_log
    (at, actor_id, actor_email, action, target_type, target_id, before_json, after_json)
    VALUES (${now}, ${actor.id}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
    ${json(entry.before)}, ${json(entry.after)})`;
}

async function readRecord(
  db: Sql | Tx,
  kind: StaffRecordKind,
  id: string,
): Promise<Records['record'] | null> {
  if (!isId(id)) return null;
  const [row] = await db.unsafe(sqlOf(kind).selectOne.replace('?', '$1'), [id], {prepare: true});
  return row ? sqlOf(kind).toRecord(row as Row) : null;
}

function accountMethods(sql: Sql) {
  async function change(tx: Tx, row: Row, role: Role, actor: Actor, now: number) {
    const before = toAccountSummary(row);
    await tx`UPDATE users SET role = ${role}, updated_at = ${now} WHERE id = ${before.id}`;
    const after = {...before, role};
    await logActivity(tx, actor, now, {
      action: 'role',
      targetType: 'account',
      targetId: before.id,
      before,
      after,
    });
    return {before, after};
  }
  return {
    async grantRoleByEmail(email: string, role: Role, now: number) {
      return sql.begin(async (tx) => {
        // FOR UPDATE: two grants at once log the true before-role each.
        const [row] = await tx`SELECT * FROM users WHERE email = ${email.trim().toLowerCase()} FOR UPDATE`;
        if (!row) return null;
        const {before, after} = await change(tx, row, role, COMMAND_LINE_ACTOR, now);
        const user = {
          id: before.id,
          fullName: before.fullName,
          email: before.email,
          role: after.role,
          phoneNumber: String(row.phone_number),
          address: String(row.address),
        };
        return {before: before.role, after: after.role, user};
      });
    },
    async changeRole(userId: string, role: Role, actor: Actor, now: number) {
      return sql.begin(async (tx) => {
        const [row] = await tx`SELECT * FROM users WHERE id = ${userId} FOR UPDATE`;
        return row ? change(tx, row, role, actor, now) : null;
      });
    },
    async listAccounts({page, pageSize, search = ''}: PageRequest & {search?: string}) {
      const needle = search.trim().toLowerCase();
      const where = sql`(${needle} = '' OR strpos(lower(full_name), ${needle}) > 0 OR strpos(email, ${needle}) > 0)`;
      const rows = await sql`SELECT * FROM users WHERE ${where}
        ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
      const [count] = await sql`SELECT count(*) AS n FROM users WHERE ${where}`;
      return {items: rows.map(toAccountSummary), total: Number(count?.n), page, pageSize};
    },
  };
}

function recordMethods(sql: Sql, version: ContentVersionFollower) {
  const placeholders = (from: number, count: number) =>
    Array.from({length: count}, (_, i) => `$${from + i}`).join(', ');
  // Every content write is noted at once, committed or not: a rolled-back write only costs one rebuild.
  const writing = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return (await sql.begin(fn)) as T;
    } finally {
      version.noteWrite();
    }
  };
  const insertOne = async (
    tx: Tx,
    kind: StaffRecordKind,
    fields: Records['fields'],
    actor: Actor,
    now: number,
  ) => {
    const {table, columns, values, targetType} = sqlOf(kind);
    const [inserted] = await tx.unsafe(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(1, columns.length)}) RETURNING id`,
      values(fields) as (string | number)[],
      {prepare: true},
    );
    const targetId = String(inserted?.id);
    const after = (await readRecord(tx, kind, targetId))!;
    await logActivity(tx, actor, now, {action: 'create', targetType, targetId, before: null, after});
    return after;
  };
  return {
    async listRecords(kind: StaffRecordKind) {
      const rows = await sql.unsafe(sqlOf(kind).selectAll, [], {prepare: true});
      return rows.map((row) => sqlOf(kind).toRecord(row as Row));
    },
    getRecord: (kind: StaffRecordKind, id: string) => readRecord(sql, kind, id),
    createRecord: (kind: StaffRecordKind, fields: Records['fields'], actor: Actor, now: number) =>
      writing((tx) => insertOne(tx, kind, fields, actor, now)),
    createRecords: (kind: StaffRecordKind, rows: readonly Records['fields'][], actor: Actor, now: number) =>
      writing(async (tx) => {
        for (const fields of rows) await insertOne(tx, kind, fields, actor, now);
        return rows.length;
      }),
    updateRecord: (kind: StaffRecordKind, id: string, fields: Records['fields'], actor: Actor, now: number) =>
      writing(async (tx) => {
        const {table, columns, values, targetType} = sqlOf(kind);
        if (!isId(id)) return null;
        await tx.unsafe(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id], {prepare: true});
        const before = await readRecord(tx, kind, id);
        if (!before) return null;
        const assignments = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
        await tx.unsafe(
          `UPDATE ${table} SET ${assignments} WHERE id = $1`,
          [id, ...(values(fields) as (string | number)[])],
          {
            prepare: true,
          },
        );
        const after = (await readRecord(tx, kind, id))!;
        await logActivity(tx, actor, now, {action: 'update', targetType, targetId: id, before, after});
        return {before, after};
      }),
    deleteRecord: (kind: StaffRecordKind, id: string, actor: Actor, now: number) =>
      writing(async (tx) => {
        const {table, targetType} = sqlOf(kind);
        const before = await readRecord(tx, kind, id);
        if (!before) return null;
        const removed =
          table === 'events'
            ? await tx`UPDATE events SET cancelled_at = ${now} WHERE id = ${id} AND cancelled_at IS NULL RETURNING id`
            : await tx.unsafe(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id], {prepare: true});
        if (removed.length === 0) return null;
        const after = kind === 'events' ? await readRecord(tx, kind, id) : null;
        const action = kind === 'events' ? 'cancel' : 'delete';
        await logActivity(tx, actor, now, {action, targetType, targetId: id, before, after});
        return before;
      }),
  };
}

/** The PostgreSQL StaffStore over a migrated database. */
export function createPostgresStaffStore(sql: Sql, version: ContentVersionFollower): StaffStore {
  return {
    ...accountMethods(sql),
    ...(recordMethods(sql, version) as unknown as Pick<
      StaffStore,
      'listRecords' | 'getRecord' | 'createRecord' | 'createRecords' | 'updateRecord' | 'deleteRecord'
    >),
    async listActivity({page, pageSize}) {
      const rows = await sql`SELECT * FROM activity_log ORDER BY at DESC, id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
      const [count] = await sql`SELECT count(*) AS n FROM activity_log`;
      return {items: rows.map(toEntry), total: Number(count?.n), page, pageSize};
    },
  };
}
