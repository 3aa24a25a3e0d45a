// The activity log row every staff write adds inside its own transaction, so a change is never unlogged.
import type {Actor} from '../staff-store.ts';
import type {StoreContext} from '../store-context.ts';

/** What one write did; `before`/`after` are JSON-serialisable records (null for none). */
export type ActivityRow = {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** Writes one activity row; pass the write's own transaction. */
export async function logActivity(
  tx: StoreContext,
  actor: Actor,
  now: number,
  entry: ActivityRow,
): Promise<void> {
  await tx.db
    .insertInto('activity_log')
    .values({
      at: now,
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}
