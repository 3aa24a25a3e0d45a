// TEMPORARY: the activity-row insert the unported PostgreSQL event sign-up store still calls. The StaffStore
// itself is stores/staff.ts; delete this file with postgres/event-signup-store.ts.
import type {ActivityRow} from '../sqlite-activity.ts';
import {json} from '../sqlite-activity.ts';
import type {Actor} from '../staff-store.ts';
import type {Tx} from './connect.ts';

/** Writes one activity row inside the caller's transaction. */
export async function logActivity(tx: Tx, actor: Actor, now: number, entry: ActivityRow): Promise<void> {
  await tx`INSERT INTO activity_log
    (at, actor_id, actor_email, action, target_type, target_id, before_json, after_json)
    VALUES (${now}, ${actor.id}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
    ${json(entry.before)}, ${json(entry.after)})`;
}
