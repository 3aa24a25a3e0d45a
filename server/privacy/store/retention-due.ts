// RetentionStore for both databases (issue 24). "Activity" is any trace of the person using the account:
// the row changed, a session used, a sign-up made or changed. Staff accounts are never due. Each removal
// writes its Activity line of counts in its own transaction (issue 54 #11: a run killed halfway had
// deleted 402 accounts and written no line), so whatever was committed is counted, and nothing more.
import type {ExpressionBuilder} from 'kysely';
import {recordActivity} from '../../db/activity.ts';
import type {Database} from '../../db/schema.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {deleteAccountIn} from './account-deletion.ts';
import type {AccountDeletion} from './account-deletion-store.ts';
import type {RetentionCounts, RetentionStore} from './retention-store.ts';
import {RETENTION_ACTOR} from './retention-store.ts';

const APPLICANT_ROLES = ['', 'user'];

/** Users not deleted, not staff, with no activity since `since`. */
const quietSince = (since: number) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    eb('users.deleted_at', 'is', null),
    eb('users.role', 'in', APPLICANT_ROLES),
    eb('users.created_at', '<', since),
    eb('users.updated_at', '<', since),
    eb.not(
      eb.exists(
        eb
          .selectFrom('auth_sessions as s')
          .select('s.id')
          .whereRef('s.user_id', '=', 'users.id')
          .where((inner) => inner(inner.fn.coalesce('s.last_seen_at', 's.created_at'), '>=', since)),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('event_signups as e')
          .select('e.id')
          .whereRef('e.user_id', '=', 'users.id')
          .where('e.updated_at', '>=', since),
      ),
    ),
  ]);

/** The clean-up's Activity line for one removal, in the removal's transaction `tx`; it names nobody. */
function recordRemoval(tx: StoreContext, removed: Partial<RetentionCounts>, now: number): Promise<void> {
  return recordActivity(tx, {
    actor: RETENTION_ACTOR,
    at: now,
    action: 'retention',
    targetType: 'personal-data',
    targetId: new Date(now).toISOString().slice(0, 10),
    before: null,
    after: {accounts: 0, unconfirmed: 0, messages: 0, ...removed},
  });
}

export function retentionStore(ctx: StoreContext): RetentionStore {
  const {db} = ctx;
  return {
    async retentionDue({inactiveBefore, handledBefore, unconfirmedBefore}) {
      const [inactive, unconfirmed, messages] = await Promise.all([
        db
          .selectFrom('users')
          .select('id')
          .where(quietSince(inactiveBefore))
          .where('email_confirmed_at', 'is not', null)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('users')
          .select('id')
          .where(quietSince(unconfirmedBefore))
          .where('email_confirmed_at', 'is', null)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('handled_at', '<', handledBefore)
          .executeTakeFirst(),
      ]);
      return {
        inactiveAccounts: inactive.map((row) => row.id),
        unconfirmedAccounts: unconfirmed.map((row) => row.id),
        handledMessages: Number(messages?.n ?? 0),
      };
    },
    deleteInactiveAccounts: (ids, inactiveBefore, now, today) =>
      inTransaction(ctx, async (tx) => {
        if (ids.length === 0) return [];
        // Checked again in the transaction: an owner who signed in a moment ago keeps the account.
        const stillDue = await tx.db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', ids)
          .where('email_confirmed_at', 'is not', null)
          .where(quietSince(inactiveBefore))
          .orderBy('id')
          .execute();
        const deletions: AccountDeletion[] = [];
        for (const {id} of stillDue) {
          const deleted = await deleteAccountIn(tx, id, RETENTION_ACTOR, now, today, false);
          if (deleted) deletions.push(deleted);
        }
        if (deletions.length > 0) await recordRemoval(tx, {accounts: deletions.length}, now);
        return deletions;
      }),
    deleteUnconfirmedAccounts: (ids, unconfirmedBefore, now) =>
      inTransaction(ctx, async (tx) => {
        if (ids.length === 0) return 0;
        // Checked again in the statement: an owner who confirmed or signed in a moment ago keeps the account.
        const deleted = await tx.db
          .deleteFrom('users')
          .where('id', 'in', ids)
          .where('email_confirmed_at', 'is', null)
          .where(quietSince(unconfirmedBefore))
          .executeTakeFirst();
        const unconfirmed = Number(deleted.numDeletedRows);
        if (unconfirmed > 0) await recordRemoval(tx, {unconfirmed}, now);
        return unconfirmed;
      }),
    deleteHandledMessages: (handledBefore, now) =>
      inTransaction(ctx, async (tx) => {
        const deleted = await tx.db
          .deleteFrom('contact_messages')
          .where('handled_at', '<', handledBefore)
          .executeTakeFirst();
        const messages = Number(deleted.numDeletedRows);
        // The last step of every run: its line says the clean-up ran, even when nothing was due.
        await recordRemoval(tx, {messages}, now);
        return messages;
      }),
    async claimDailyJob(job, day, claimer, now) {
      const claimed = await db
        .insertInto('job_runs')
        .values({job, day, claimed_by: claimer, claimed_at: now})
        .onConflict((conflict) => conflict.columns(['job', 'day']).doNothing())
        .returning('job')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
