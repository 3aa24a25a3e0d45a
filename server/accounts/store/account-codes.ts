// The code half of the AccountStore: e-mailed codes, their tries, and reset tokens. Each limit is either one
// conditional UPDATE (`... WHERE attempts < max RETURNING`: PostgreSQL re-checks the WHERE after waiting for
// the row lock) or a count-then-insert in one transaction behind `lockKey` (docs/decisions/021).
import type {ExpressionBuilder} from 'kysely';
import {languageOf, numberOrNull, text} from '../../db/rows.ts';
import type {Database} from '../../db/schema.ts';
import {lockKey} from '../../db/sql-dialect.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {toOtp} from './account-rows.ts';
import type {AccountStore, OtpRecord} from './account-store.ts';

const DAY_MS = 86_400_000;

/** Retires the user's unused codes or reset tokens (a newer code was sent, or the password was reset). */
export async function retireUnused(
  ctx: StoreContext,
  table: 'otp_codes' | 'reset_tokens',
  userId: string,
  now: number,
): Promise<void> {
  await ctx.db
    .updateTable(table)
    .set({consumed_at: now})
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * The user's reset token `tokenHash`, unused and unexpired at `now`, mailed to the address the account
 * has now (issue 54: a link sent to an old address never resets the password of the new one).
 */
const liveResetToken =
  (userId: string, tokenHash: string, now: number) => (eb: ExpressionBuilder<Database, 'reset_tokens'>) =>
    eb.and([
      eb('user_id', '=', userId),
      eb('token_hash', '=', tokenHash),
      eb('consumed_at', 'is', null),
      eb('expires_at', '>', now),
      eb('email', '=', eb.selectFrom('users').select('users.email').where('users.id', '=', userId)),
    ]);

/**
 * Consumes a live reset token; true for the first caller only (PostgreSQL: the second waits for the row
 * lock, re-checks `consumed_at IS NULL` and matches nothing).
 */
export async function consumeResetToken(
  tx: StoreContext,
  userId: string,
  tokenHash: string,
  now: number,
): Promise<boolean> {
  const consumed = await tx.db
    .updateTable('reset_tokens')
    .set({consumed_at: now})
    .where(liveResetToken(userId, tokenHash, now))
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}

async function insertResetToken(
  ctx: StoreContext,
  token: {userId: string; email: string; tokenHash: string; expiresAt: number},
  now: number,
): Promise<void> {
  await ctx.db
    .insertInto('reset_tokens')
    .values({
      user_id: token.userId,
      email: token.email,
      token_hash: token.tokenHash,
      created_at: now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The code requests of an e-mail key in the last 24 hours. */
async function requestStats(tx: StoreContext, emailKey: string, now: number) {
  const stats = await tx.db
    .selectFrom('otp_requests')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      eb.fn.min('requested_at').as('first_at'),
      eb.fn.max('requested_at').as('last_at'),
    ])
    .where('email_key', '=', emailKey)
    .where('requested_at', '>', now - DAY_MS)
    .executeTakeFirst();
  return {
    count: Number(stats?.count ?? 0),
    firstAt: numberOrNull(stats?.first_at),
    lastAt: numberOrNull(stats?.last_at),
  };
}

/** Counts the account's tries since `since` (the caller holds the account's `otp-tries` lock). */
async function countTries(tx: StoreContext, userId: string, since: number): Promise<number> {
  const tries = await tx.db
    .selectFrom('otp_code_tries')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('tried_at', '>', since)
    .executeTakeFirst();
  return Number(tries?.count ?? 0);
}

type CodeMethods = 'requestOtp' | 'findLiveOtp' | 'claimOtpAttempt' | 'consumeOtp';

/** Code requests, tries and consumption. */
export function codeMethods(ctx: StoreContext): Pick<AccountStore, CodeMethods> {
  return {
    async requestOtp(request, now, limits) {
      return inTransaction(ctx, async (tx) => {
        // Count-then-insert: without this lock two requests could both read a count under the cap.
        await lockKey(tx, `otp-request:${request.emailKey}`);
        const {count, firstAt, lastAt} = await requestStats(tx, request.emailKey, now);
        if (
          firstAt !== null &&
          lastAt !== null &&
          (now - lastAt < limits.minGapMs || count >= limits.dailyCap)
        ) {
          return {claimed: false, firstAt, lastAt, count} as const;
        }
        await tx.db
          .insertInto('otp_requests')
          .values({email_key: request.emailKey, requested_at: now})
          .execute();
        const user = await tx.db
          .selectFrom('users')
          .select(['id', 'email', 'language'])
          .where('email', '=', request.email)
          .executeTakeFirst();
        if (!user) return {claimed: true, recipient: null} as const;
        await retireUnused(tx, 'otp_codes', user.id, now);
        await tx.db
          .insertInto('otp_codes')
          .values({
            user_id: user.id,
            code_hash: request.codeHash,
            created_at: now,
            expires_at: request.expiresAt,
          })
          .execute();
        // The mailed link's token: a reset token with the code's expiry.
        const link = {
          userId: user.id,
          email: text(user.email),
          tokenHash: request.linkTokenHash,
          expiresAt: request.expiresAt,
        };
        await insertResetToken(tx, link, now);
        return {
          claimed: true,
          recipient: {email: text(user.email), language: languageOf(user.language)},
        } as const;
      });
    },
    async findLiveOtp(userId): Promise<OtpRecord | null> {
      const row = await ctx.db
        .selectFrom('otp_codes')
        .select(['id', 'expires_at', 'attempts'])
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toOtp(row) : null;
    },
    async claimOtpAttempt(otpId, maxAttempts, now, account) {
      return inTransaction(ctx, async (tx) => {
        // Count-then-insert of the account's tries: serialised per account by this lock.
        await lockKey(tx, `otp-tries:${account.userId}`);
        if ((await countTries(tx, account.userId, account.since)) >= account.maxTries) {
          return 'account-closed' as const;
        }
        // One statement: the code's count and its limit are checked together (ASVS 2.2.1).
        const row = await tx.db
          .updateTable('otp_codes')
          .set((eb) => ({attempts: eb('attempts', '+', 1)}))
          .where('id', '=', otpId)
          .where('attempts', '<', maxAttempts)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('code_hash')
          .executeTakeFirst();
        if (!row) return null;
        await tx.db.insertInto('otp_code_tries').values({user_id: account.userId, tried_at: now}).execute();
        return {codeHash: text(row.code_hash)};
      });
    },
    async consumeOtp(otpId, now) {
      return inTransaction(ctx, async (tx) => {
        const row = await tx.db
          .updateTable('otp_codes')
          .set({consumed_at: now})
          .where('id', '=', otpId)
          .where('consumed_at', 'is', null)
          .returning('user_id')
          .executeTakeFirst();
        if (!row) return false;
        // The try that found the right code was not a wrong one.
        await tx.db
          .deleteFrom('otp_code_tries')
          .where((eb) =>
            eb(
              'id',
              '=',
              eb
                .selectFrom('otp_code_tries')
                .select((max) => max.fn.max('id').as('id'))
                .where('user_id', '=', row.user_id),
            ),
          )
          .execute();
        return true;
      });
    },
  };
}

type ResetMethods = 'createResetToken' | 'isResetTokenLive';

/** Reset tokens outside the reset itself (AccountStore.resetPassword consumes them). */
export function resetTokenMethods(ctx: StoreContext): Pick<AccountStore, ResetMethods> {
  return {
    createResetToken: (token, now) => insertResetToken(ctx, token, now),
    async isResetTokenLive(userId, tokenHash, now) {
      const row = await ctx.db
        .selectFrom('reset_tokens')
        .select('id')
        .where(liveResetToken(userId, tokenHash, now))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
