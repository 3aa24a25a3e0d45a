// The activity log: one row per staff write, inserted in the write's own transaction so the log cannot miss a
// change, and read back newest first. Shared by every store whose writes staff make.
import type {ActivityEntry, Page} from '../../core/staff/index.ts';
import type {Actor, Change} from './actor.ts';
import type {PageRequest} from './store/page.ts';
import {readPage} from './store/page.ts';
import type {StoreContext} from './store-context.ts';

/** One staff write: who, when, what; `before`/`after` are JSON-serialisable records (null for none). */
export type ActivityRecord = {
  actor: Actor;
  at: number;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);
const parsed = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/**
 * Writes one activity row. Call it with the write's own transaction.
 * @example await recordActivity(tx, {actor, at: now, action: 'update', targetType: 'project', targetId: id, before, after});
 */
export async function recordActivity(tx: StoreContext, entry: ActivityRecord): Promise<void> {
  await tx.db
    .insertInto('activity_log')
    .values({
      at: entry.at,
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

/**
 * The log, newest first. The staff member's name is looked up as it is now (a line reads "Mei Lin Goh
 * recorded attendance..."); the e-mail written with the line stays for an account since removed.
 */
export function listActivity(ctx: StoreContext, request: PageRequest): Promise<Page<ActivityEntry>> {
  const rows = ctx.db.selectFrom('activity_log');
  const named = rows
    .leftJoin('users', 'users.id', 'activity_log.actor_id')
    .selectAll('activity_log')
    .select('users.full_name as actor_name');
  return readPage(request, {
    rows: named.orderBy('activity_log.at', 'desc').orderBy('activity_log.id', 'desc'),
    filtered: rows,
    toItem: (row): ActivityEntry => ({
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      actor: {id: row.actor_id, email: row.actor_email, name: row.actor_name || null},
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
    }),
  });
}

/** Logs an update from `before` to `after` and answers it as the change. */
export async function recordChange<T>(
  tx: StoreContext,
  entry: Omit<ActivityRecord, 'before' | 'after'>,
  before: T,
  after: T,
): Promise<Change<T>> {
  await recordActivity(tx, {...entry, before, after});
  return {before, after};
}
