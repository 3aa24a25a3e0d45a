// StaffStore on node:sqlite. Each write is one BEGIN IMMEDIATE transaction holding the change and its
// activity row; content writes bump the shared write counter so the public answer cache follows.
import type {DatabaseSync} from 'node:sqlite';
import type {AccountSummary, Role} from '../../core/data/index.ts';
import {isRole} from '../../core/data/index.ts';
import type {WriteCounter} from './database.ts';
import {transaction} from './database.ts';
import type {Row} from './rows.ts';
import {activityLog} from './sqlite-activity.ts';
import {KIND_SQL, type KindSql} from './sqlite-staff-records.ts';
import type {Actor, StaffRecordKind, StaffRecords, StaffStore} from './staff-store.ts';

/** The actor the `admin:grant` command writes in the log. */
export const COMMAND_LINE_ACTOR: Actor = {id: 'command-line', email: 'admin:grant'};

/** A users row as the People area lists it (either store). */
export function toAccountSummary(row: Row): AccountSummary {
  return {
    id: String(row.id),
    fullName: String(row.full_name),
    email: String(row.email),
    role: isRole(row.role) ? row.role : 'user',
    type: row.applicant_type === 'work' ? 'work' : 'volunteer',
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

function accountMethods(db: DatabaseSync, log: ReturnType<typeof activityLog>) {
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const setRole = db.prepare('UPDATE users SET role = ?, updated_at = ? WHERE id = ?');
  const page = db.prepare(`SELECT * FROM users WHERE (?1 = '' OR instr(lower(full_name), ?1) > 0
    OR instr(email, ?1) > 0) ORDER BY created_at DESC, id LIMIT ?2 OFFSET ?3`);
  const count = db.prepare(`SELECT count(*) AS n FROM users WHERE (?1 = '' OR instr(lower(full_name), ?1) > 0
    OR instr(email, ?1) > 0)`);

  function change(row: Row, role: Role, actor: Actor, now: number) {
    const before = toAccountSummary(row);
    setRole.run(role, now, before.id);
    const after = {...before, role};
    log.record(actor, now, {action: 'role', targetType: 'account', targetId: before.id, before, after});
    return {before, after};
  }

  return {
    async grantRoleByEmail(email: string, role: Role, now: number) {
      return transaction(db, () => {
        const row = byEmail.get(email.trim().toLowerCase());
        if (!row) return null;
        const {before, after} = change(row, role, COMMAND_LINE_ACTOR, now);
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
      return transaction(db, () => {
        const row = byId.get(userId);
        return row ? change(row, role, actor, now) : null;
      });
    },
    async listAccounts({
      page: number,
      pageSize,
      search = '',
    }: {
      page: number;
      pageSize: number;
      search?: string;
    }) {
      const needle = search.trim().toLowerCase();
      const items = page.all(needle, pageSize, (number - 1) * pageSize).map(toAccountSummary);
      return {items, total: Number(count.get(needle)?.n), page: number, pageSize};
    },
  };
}

function recordStatements<K extends StaffRecordKind>(db: DatabaseSync, sql: KindSql<K>) {
  const placeholders = sql.columns.map(() => '?').join(', ');
  return {
    insert: db.prepare(`INSERT INTO ${sql.table} (${sql.columns.join(', ')}) VALUES (${placeholders})`),
    update: db.prepare(
      `UPDATE ${sql.table} SET ${sql.columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`,
    ),
    remove:
      sql.table === 'events'
        ? db.prepare('UPDATE events SET cancelled_at = ?2 WHERE id = ?1 AND cancelled_at IS NULL')
        : db.prepare(`DELETE FROM ${sql.table} WHERE id = ?1 AND ?2 IS NOT NULL`),
    one: db.prepare(sql.selectOne),
    all: db.prepare(sql.selectAll),
  };
}

type AnyKindSql = KindSql<StaffRecordKind>;
type Records = StaffRecords[StaffRecordKind];

function recordMethods(db: DatabaseSync, log: ReturnType<typeof activityLog>, writes: WriteCounter) {
  const statements = new Map<StaffRecordKind, ReturnType<typeof recordStatements>>();
  const sqlOf = (kind: StaffRecordKind) => KIND_SQL[kind] as unknown as AnyKindSql;
  const statementsOf = (kind: StaffRecordKind) => {
    let found = statements.get(kind);
    if (!found) {
      found = recordStatements(db, sqlOf(kind));
      statements.set(kind, found);
    }
    return found;
  };
  const read = (kind: StaffRecordKind, id: string | number | bigint): Records['record'] | null => {
    const row = statementsOf(kind).one.get(id);
    return row ? sqlOf(kind).toRecord(row) : null;
  };
  // Every content write moves the version, committed or not: a rolled-back write only costs one rebuild.
  const writing = <T>(fn: () => T): T => {
    try {
      return transaction(db, fn);
    } finally {
      writes.count++;
    }
  };
  const insertOne = (kind: StaffRecordKind, fields: Records['fields'], actor: Actor, now: number) => {
    const result = statementsOf(kind).insert.run(...sqlOf(kind).values(fields));
    const after = read(kind, result.lastInsertRowid)!;
    const targetId = String(result.lastInsertRowid);
    log.record(actor, now, {
      action: 'create',
      targetType: sqlOf(kind).targetType,
      targetId,
      before: null,
      after,
    });
    return after;
  };

  return {
    async listRecords(kind: StaffRecordKind) {
      return statementsOf(kind)
        .all.all()
        .map((row) => sqlOf(kind).toRecord(row));
    },
    async getRecord(kind: StaffRecordKind, id: string) {
      return read(kind, id);
    },
    async createRecord(kind: StaffRecordKind, fields: Records['fields'], actor: Actor, now: number) {
      return writing(() => insertOne(kind, fields, actor, now));
    },
    async createRecords(
      kind: StaffRecordKind,
      rows: readonly Records['fields'][],
      actor: Actor,
      now: number,
    ) {
      return writing(() => {
        for (const fields of rows) insertOne(kind, fields, actor, now);
        return rows.length;
      });
    },
    async updateRecord(
      kind: StaffRecordKind,
      id: string,
      fields: Records['fields'],
      actor: Actor,
      now: number,
    ) {
      return writing(() => {
        const before = read(kind, id);
        if (!before) return null;
        statementsOf(kind).update.run(...sqlOf(kind).values(fields), id);
        const after = read(kind, id)!;
        log.record(actor, now, {
          action: 'update',
          targetType: sqlOf(kind).targetType,
          targetId: id,
          before,
          after,
        });
        return {before, after};
      });
    },
    async deleteRecord(kind: StaffRecordKind, id: string, actor: Actor, now: number) {
      return writing(() => {
        const before = read(kind, id);
        if (!before) return null;
        const {changes} = statementsOf(kind).remove.run(id, now);
        if (Number(changes) === 0) return null;
        const after = kind === 'events' ? read(kind, id) : null;
        const action = kind === 'events' ? 'cancel' : 'delete';
        log.record(actor, now, {action, targetType: sqlOf(kind).targetType, targetId: id, before, after});
        return before;
      });
    },
  };
}

/** The SQLite StaffStore over an open, migrated database; `writes` is the content store's counter. */
export function createSqliteStaffStore(db: DatabaseSync, writes: WriteCounter): StaffStore {
  const log = activityLog(db);
  return {
    ...accountMethods(db, log),
    ...(recordMethods(db, log, writes) as unknown as Pick<
      StaffStore,
      'listRecords' | 'getRecord' | 'createRecord' | 'createRecords' | 'updateRecord' | 'deleteRecord'
    >),
    async listActivity(request) {
      return log.list(request);
    },
  };
}
