// TwoStepStore for both databases (issue 23). Every once-only rule is one conditional statement: the
// UPDATE that takes a time step, uses a recovery code or ends a challenge decides between two requests.

import {recordActivity} from '../../db/activity.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {toPublicUser} from './account-rows.ts';
import {revokeOtherSessions, revokeSessions} from './accounts.ts';
import {firstFactorAdded, listFactorChanges, recordFactorChange} from './factor-changes.ts';
import {lockedUser} from './live-users.ts';
import type {TwoStepStore} from './two-step-store.ts';

async function insertCodes(ctx: StoreContext, userId: string, codeHashes: readonly string[], now: number) {
  await ctx.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  if (codeHashes.length === 0) return;
  await ctx.db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({user_id: userId, code_hash, created_at: now})))
    .execute();
}

/** Whether the person has a second factor: a confirmed authenticator or a passkey. */
export async function hasSecondFactor(ctx: StoreContext, userId: string): Promise<boolean> {
  const factor = await ctx.db
    .selectFrom('totp_factors')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .unionAll(ctx.db.selectFrom('passkeys').select('user_id').where('user_id', '=', userId))
    .executeTakeFirst();
  return factor !== undefined;
}

/** Deletes the recovery codes when no second factor is left to recover. */
export async function dropCodesWithoutFactor(ctx: StoreContext, userId: string): Promise<void> {
  if (!(await hasSecondFactor(ctx, userId))) {
    await ctx.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }
}

/** Deletes every second factor (authenticator, passkeys, recovery codes); true when there was one. */
async function deleteFactors(tx: StoreContext, userId: string): Promise<boolean> {
  const had = await hasSecondFactor(tx, userId);
  await tx.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await tx.db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
  await tx.db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
  return had;
}

/** The two-step half of the Store over `ctx`. */
export function twoStepStore(ctx: StoreContext): TwoStepStore {
  const {db} = ctx;
  return {
    async startTotp(userId, secretSealed, now) {
      const written = await db
        .insertInto('totp_factors')
        .values({
          user_id: userId,
          secret_sealed: secretSealed,
          confirmed_at: null,
          last_step: 0,
          created_at: now,
        })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({secret_sealed: secretSealed, created_at: now, last_step: 0})
            .where('totp_factors.confirmed_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      return written !== undefined;
    },
    async findTotp(userId) {
      const row = await db
        .selectFrom('totp_factors')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? {
            secretSealed: row.secret_sealed,
            confirmed: row.confirmed_at !== null,
            lastStep: Number(row.last_step),
          }
        : null;
    },
    confirmTotp: (userId, step, codeHashes, by, now) =>
      inTransaction(ctx, async (tx) => {
        const first = !(await hasSecondFactor(tx, userId));
        const confirmed = await tx.db
          .updateTable('totp_factors')
          .set({confirmed_at: now, last_step: step})
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(confirmed.numUpdatedRows) === 0) return false;
        await insertCodes(tx, userId, codeHashes, now);
        await recordFactorChange(tx, userId, 'app-added', by, now);
        if (!first) return 'added';
        await firstFactorAdded(tx, userId, by, now);
        return 'first';
      }),
    async takeTotpStep(userId, step) {
      const taken = await db
        .updateTable('totp_factors')
        .set({last_step: step})
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
    // The recovery codes stay while a passkey is left for them to stand in for.
    removeTotp: (userId, by, now) =>
      inTransaction(ctx, async (tx) => {
        const removed = await tx.db
          .deleteFrom('totp_factors')
          .where('user_id', '=', userId)
          .where('confirmed_at', 'is not', null)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await dropCodesWithoutFactor(tx, userId);
        await revokeOtherSessions(tx, userId, by.sessionId, now);
        await recordFactorChange(tx, userId, 'app-removed', by, now);
        return true;
      }),
    async spendRecoveryCode(userId, codeHash, now) {
      const used = await db
        .updateTable('recovery_codes')
        .set({used_at: now})
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) > 0;
    },
    replaceRecoveryCodes: (userId, codeHashes, by, now) =>
      inTransaction(ctx, async (tx) => {
        if (!(await hasSecondFactor(tx, userId))) return false;
        await insertCodes(tx, userId, codeHashes, now);
        await recordFactorChange(tx, userId, 'codes-renewed', by, now);
        return true;
      }),
    async recoveryCodesLeft(userId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async createTwoStepChallenge(tokenHash, userId, expiresAt, now) {
      await db
        .insertInto('two_step_challenges')
        .values({token_hash: tokenHash, user_id: userId, expires_at: expiresAt, failures: 0, created_at: now})
        .execute();
    },
    async findTwoStepChallenge(tokenHash) {
      const row = await db
        .selectFrom('two_step_challenges')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? {userId: row.user_id, expiresAt: Number(row.expires_at), failures: Number(row.failures)}
        : null;
    },
    async failTwoStepChallenge(tokenHash) {
      const row = await db
        .updateTable('two_step_challenges')
        .set((eb) => ({failures: eb('failures', '+', 1)}))
        .where('token_hash', '=', tokenHash)
        .returning('failures')
        .executeTakeFirst();
      return Number(row?.failures ?? Number.POSITIVE_INFINITY);
    },
    resetTwoStep: (match, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const row =
          'id' in match
            ? await lockedUser(tx, 'id', match.id)
            : await lockedUser(tx, 'email', match.email.trim().toLowerCase());
        if (!row) return null;
        const user = toPublicUser(row);
        const had = await deleteFactors(tx, user.id);
        await revokeSessions(tx, 'user_id', user.id, now);
        if (had) await recordFactorChange(tx, user.id, 'reset-by-staff', null, now);
        const who = {fullName: user.fullName, email: user.email};
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'reset-two-step',
          targetType: 'account',
          targetId: user.id,
          before: {...who, secondFactor: had},
          after: {...who, secondFactor: false},
        });
        return user;
      }),
    listFactorChanges: (userId, limit) => listFactorChanges(ctx, userId, limit),
    async endTwoStepChallenge(tokenHash) {
      const ended = await db
        .deleteFrom('two_step_challenges')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(ended.numDeletedRows) > 0;
    },
  };
}
