// PasskeyStore for both databases (issue 23). A challenge is taken by one conditional DELETE, so a
// ceremony replayed (or sent by two tabs) passes once; a credential id is the primary key, so the same
// authenticator cannot be registered twice, to the same person or another.

import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {revokeOtherSessions} from './accounts.ts';
import {firstFactorAdded, recordFactorChange} from './factor-changes.ts';
import type {PasskeyStore} from './passkey-store.ts';
import {dropCodesWithoutFactor, hasSecondFactor} from './two-step-factors.ts';

function transportsOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** The passkey half of the Store over `ctx`. */
export function passkeyStore(ctx: StoreContext): PasskeyStore {
  const {db} = ctx;
  return {
    async createPasskeyChallenge(challenge, purpose, userId, expiresAt, now) {
      await db
        .insertInto('passkey_challenges')
        .values({challenge, purpose, user_id: userId, expires_at: expiresAt, created_at: now})
        .execute();
    },
    async takePasskeyChallenge(challenge, purpose, now) {
      const row = await db
        .deleteFrom('passkey_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row ? {userId: row.user_id} : null;
    },
    addPasskey: (passkey, firstCodeHashes, by, now) =>
      inTransaction(ctx, async (tx) => {
        const first = !(await hasSecondFactor(tx, passkey.userId));
        const added = await tx.db
          .insertInto('passkeys')
          .values({
            id: passkey.id,
            user_id: passkey.userId,
            name: passkey.name,
            public_key: passkey.publicKey,
            counter: passkey.counter,
            transports: JSON.stringify(passkey.transports),
            created_at: now,
            last_used_at: null,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!added) return 'taken';
        await recordFactorChange(tx, passkey.userId, 'passkey-added', by, now);
        if (!first) return 'added';
        await firstFactorAdded(tx, passkey.userId, by, now);
        await tx.db.deleteFrom('recovery_codes').where('user_id', '=', passkey.userId).execute();
        if (firstCodeHashes.length > 0) {
          await tx.db
            .insertInto('recovery_codes')
            .values(
              firstCodeHashes.map((code_hash) => ({user_id: passkey.userId, code_hash, created_at: now})),
            )
            .execute();
        }
        return 'first';
      }),
    async findPasskey(id) {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      return row
        ? {
            id: row.id,
            userId: row.user_id,
            publicKey: row.public_key,
            counter: Number(row.counter),
            transports: transportsOf(row.transports),
          }
        : null;
    },
    async listPasskeys(userId) {
      const rows = await db
        .selectFrom('passkeys')
        .select(['id', 'name', 'created_at', 'last_used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: Number(row.created_at),
        lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
      }));
    },
    async recordPasskeyUse(id, counter, now) {
      await db.updateTable('passkeys').set({counter, last_used_at: now}).where('id', '=', id).execute();
    },
    removePasskey: (userId, id, by, now) =>
      inTransaction(ctx, async (tx) => {
        const removed = await tx.db
          .deleteFrom('passkeys')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await dropCodesWithoutFactor(tx, userId);
        await revokeOtherSessions(tx, userId, by.sessionId, now);
        await recordFactorChange(tx, userId, 'passkey-removed', by, now);
        return true;
      }),
    async markSecondStep(sessionId, now) {
      await db
        .updateTable('auth_sessions')
        .set((eb) => ({second_step_at: now, two_step_at: eb.fn.coalesce('two_step_at', eb.val(now))}))
        .where('id', '=', sessionId)
        .execute();
    },
    async markPasswordProof(sessionId, now) {
      await db.updateTable('auth_sessions').set({password_at: now}).where('id', '=', sessionId).execute();
    },
    async sessionProofs(sessionId) {
      const row = await db
        .selectFrom('auth_sessions')
        .select(['password_at', 'second_step_at', 'two_step_at'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
      const at = (value: number | null) => (value === null ? null : Number(value));
      return row
        ? {
            passwordAt: at(row.password_at),
            secondStepAt: at(row.second_step_at),
            twoStepAt: at(row.two_step_at),
          }
        : null;
    },
  };
}
