// A person's factor changes (issue 54): each kept with the browser of the session that made it, in the
// transaction of the change itself; and what the account's first factor does to its sessions.

import type {StoreContext} from '../../db/store-context.ts';
import {revokeOtherSessions} from './accounts.ts';
import type {FactorChange, FactorChangeBy, FactorChangeRecord} from './two-step-store.ts';

/** Keeps one change of `userId`'s factors; `by` null: made by staff or the server's command. */
export async function recordFactorChange(
  tx: StoreContext,
  userId: string,
  change: FactorChange,
  by: FactorChangeBy | null,
  now: number,
): Promise<void> {
  const session = by
    ? await tx.db
        .selectFrom('auth_sessions')
        .select('user_agent')
        .where('id', '=', by.sessionId)
        .executeTakeFirst()
    : undefined;
  await tx.db
    .insertInto('factor_changes')
    .values({user_id: userId, change, at: now, user_agent: session?.user_agent ?? null})
    .execute();
}

/**
 * The account's first factor was added in `by`'s session: every other session (signed in with the
 * password alone) ends, and this one stands on two steps from now.
 */
export async function firstFactorAdded(
  tx: StoreContext,
  userId: string,
  by: FactorChangeBy,
  now: number,
): Promise<void> {
  await revokeOtherSessions(tx, userId, by.sessionId, now);
  await tx.db
    .updateTable('auth_sessions')
    .set({two_step_at: now})
    .where('id', '=', by.sessionId)
    .where('user_id', '=', userId)
    .execute();
}

/** The latest `limit` changes of `userId`'s factors, newest first. */
export async function listFactorChanges(
  ctx: StoreContext,
  userId: string,
  limit: number,
): Promise<FactorChangeRecord[]> {
  const rows = await ctx.db
    .selectFrom('factor_changes')
    .select(['change', 'at', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({change: row.change, at: Number(row.at), userAgent: row.user_agent}));
}
