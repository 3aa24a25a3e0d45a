// The activity log on node:sqlite: one row per staff write, written inside the write's own transaction.
import type {DatabaseSync} from 'node:sqlite';
import type {ActivityEntry} from '../../core/data/index.ts';
import type {Row} from './rows.ts';
import type {Actor, PageRequest} from './staff-store.ts';

/** What one write did; `before`/`after` are JSON-serialisable records (null for none). */
export type ActivityRow = {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

/** A record as stored JSON text (null for none). */
export const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : null);

/** An activity_log row (either store). */
export function toEntry(row: Row): ActivityEntry {
  return {
    id: String(row.id),
    at: new Date(Number(row.at)).toISOString(),
    actor: {id: String(row.actor_id), email: String(row.actor_email)},
    action: String(row.action),
    targetType: String(row.target_type),
    targetId: String(row.target_id),
    before: parsed(row.before_json),
    after: parsed(row.after_json),
  };
}

/** Prepared statements for writing and reading the log on one connection. */
export function activityLog(db: DatabaseSync) {
  const insert = db.prepare(`INSERT INTO activity_log
    (at, actor_id, actor_email, action, target_type, target_id, before_json, after_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const page = db.prepare('SELECT * FROM activity_log ORDER BY at DESC, id DESC LIMIT ? OFFSET ?');
  const count = db.prepare('SELECT count(*) AS n FROM activity_log');
  return {
    /** Call inside the write's transaction. */
    record(actor: Actor, now: number, entry: ActivityRow): void {
      insert.run(
        now,
        actor.id,
        actor.email,
        entry.action,
        entry.targetType,
        entry.targetId,
        json(entry.before),
        json(entry.after),
      );
    },
    list({page: number, pageSize}: PageRequest) {
      const items = page.all(pageSize, (number - 1) * pageSize).map(toEntry);
      return {items, total: Number(count.get()?.n), page: number, pageSize};
    },
  };
}
