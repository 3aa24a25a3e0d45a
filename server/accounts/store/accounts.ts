// AccountStore: users, idempotent signup answers, sessions (refresh-token families) and password resets,
// written once for both databases; codes and reset tokens are in account-codes.ts. What keeps each race
// step correct on PostgreSQL is named beside it (docs/decisions/021); SQLite's BEGIN IMMEDIATE serialises
// every transaction here anyway.

import {lockKey} from '../../db/sql-dialect.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {findAnswer, saveAnswer} from '../../http/store/idempotency-answers.ts';
import {codeMethods, consumeResetToken, resetTokenMethods, retireUnused} from './account-codes.ts';
import {toAccount, toPublicUser, toRefreshToken} from './account-rows.ts';
import type {AccountStore} from './account-store.ts';
import {recordConsent} from './consents.ts';
import {confirmAddress, emailLinkMethods} from './email-links.ts';
import {liveUser} from './live-users.ts';

const DAY_MS = 86_400_000;
const PUBLIC_USER_COLUMNS = [
  'id',
  'full_name',
  'email',
  'role',
  'phone_number',
  'address',
  'email_confirmed_at',
  'show_first_name',
  'language',
] as const;

async function setPasswordHash(ctx: StoreContext, userId: string, passwordHash: string, now: number) {
  await ctx.db
    .updateTable('users')
    .set({password_hash: passwordHash, updated_at: now})
    .where('id', '=', userId)
    .execute();
}

/** Revokes one session (`id`) or all of a user's (`user_id`); a revoked one keeps its first revocation time. */
export async function revokeSessions(ctx: StoreContext, by: 'id' | 'user_id', value: string, now: number) {
  await ctx.db
    .updateTable('auth_sessions')
    .set({revoked_at: now})
    .where(by, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every open session of `userId` but `keepSessionId` (the one asking). */
export async function revokeOtherSessions(
  ctx: StoreContext,
  userId: string,
  keepSessionId: string,
  now: number,
) {
  await ctx.db
    .updateTable('auth_sessions')
    .set({revoked_at: now})
    .where('user_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function insertRefreshToken(tx: StoreContext, sessionId: string, tokenHash: string, now: number) {
  await tx.db
    .insertInto('refresh_tokens')
    .values({session_id: sessionId, token_hash: tokenHash, created_at: now})
    .execute();
}

type UserMethods = 'createAccount' | 'findIdempotentAnswer' | 'findAccountByEmail' | 'findSessionUser';

function userMethods(
  ctx: StoreContext,
): Pick<AccountStore, UserMethods | 'updateProfile' | 'updatePasswordHash'> {
  return {
    async createAccount(account, now, idempotency) {
      return inTransaction(ctx, async (tx) => {
        if (idempotency) {
          // A concurrent retry with the same key waits here, then finds the winner's answer.
          await lockKey(tx, `idempotency:${idempotency.scope}:${idempotency.key}`);
          const answer = await findAnswer(tx, idempotency.scope, idempotency.key, now - DAY_MS);
          if (answer) return {kind: 'replay', answer} as const;
        }
        // The unique index on email decides between two signups racing for one address.
        const inserted = await tx.db
          .insertInto('users')
          .values({
            id: account.id,
            email: account.email,
            password_hash: account.passwordHash,
            full_name: account.fullName,
            age: account.age,
            region: account.region,
            city: account.city,
            phone_number: account.phoneNumber,
            emergency_contact: account.emergencyContact,
            profession: account.profession,
            address: account.address,
            applicant_type: account.applicantType,
            role: 'user',
            signup_origin: account.signupOrigin ?? null,
            language: account.language ?? 'en',
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        // The answer is kept for a taken address too, so a retry replays alike whether or not it was taken.
        if (idempotency) await saveAnswer(tx, idempotency, now);
        if (!inserted) return {kind: 'duplicate-email'} as const;
        if (account.consentNotice) await recordConsent(tx, {userId: account.id}, account.consentNotice, now);
        const {id, fullName, email, phoneNumber, address, language = 'en'} = account;
        const user = {
          ...{id, fullName, email, role: 'user', phoneNumber, address},
          ...{emailConfirmed: false, showFirstName: false, language},
        };
        return {kind: 'created', user} as const;
      });
    },
    findIdempotentAnswer: (scope, key, since) => findAnswer(ctx, scope, key, since),
    async findAccountByEmail(email) {
      // A deleted account (issue 24) signs in to nothing; its row only keeps counts and links true.
      const row = await liveUser(ctx, 'email', email);
      return row ? toAccount(row) : null;
    },
    async findSessionUser(userId, sessionId, now) {
      const row = await ctx.db
        .selectFrom('users')
        .select(PUBLIC_USER_COLUMNS)
        .where('id', '=', userId)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('auth_sessions')
              .select('auth_sessions.id')
              .where('auth_sessions.id', '=', sessionId)
              .where('auth_sessions.user_id', '=', userId)
              .where('auth_sessions.revoked_at', 'is', null)
              .where('auth_sessions.expires_at', '>', now),
          ),
        )
        .executeTakeFirst();
      return row ? toPublicUser(row) : null;
    },
    async updateProfile(userId, changes, now) {
      const row = await ctx.db
        .updateTable('users')
        .set({
          full_name: changes.fullName,
          // An absent optional field stays as it is.
          ...(changes.phoneNumber !== undefined && {phone_number: changes.phoneNumber}),
          ...(changes.address !== undefined && {address: changes.address}),
          ...(changes.showFirstName !== undefined && {show_first_name: changes.showFirstName ? 1 : 0}),
          ...(changes.language !== undefined && {language: changes.language}),
          updated_at: now,
        })
        .where('id', '=', userId)
        .returning(PUBLIC_USER_COLUMNS)
        .executeTakeFirst();
      return row ? toPublicUser(row) : null;
    },
    updatePasswordHash: (userId, passwordHash, now) => setPasswordHash(ctx, userId, passwordHash, now),
  };
}

type SessionMethods = 'createSession' | 'findRefreshToken' | 'rotateRefreshToken' | 'revokeSession';

function sessionMethods(
  ctx: StoreContext,
): Pick<
  AccountStore,
  SessionMethods | 'revokeUserSessions' | 'revokeOtherSessions' | 'listOpenSessions' | 'revokeOwnSession'
> {
  return {
    async createSession(session, now) {
      await inTransaction(ctx, async (tx) => {
        await tx.db
          .insertInto('auth_sessions')
          .values({
            id: session.id,
            user_id: session.userId,
            created_at: now,
            expires_at: session.expiresAt,
            user_agent: session.userAgent?.slice(0, 300) || null,
            last_seen_at: now,
            second_step_at: session.secondStepAt ?? null,
            two_step_at: session.secondStepAt ?? null,
            password_at: session.passwordAt ?? null,
          })
          .execute();
        await insertRefreshToken(tx, session.id, session.tokenHash, now);
      });
    },
    async findRefreshToken(tokenHash) {
      const row = await ctx.db
        .selectFrom('refresh_tokens as t')
        .innerJoin('auth_sessions as s', 's.id', 't.session_id')
        .select(['t.id', 't.session_id', 't.rotated_at', 't.successor_sealed'])
        .select(['s.user_id', 's.expires_at', 's.revoked_at'])
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? toRefreshToken(row) : null;
    },
    async rotateRefreshToken(tokenId, successor, now) {
      return inTransaction(ctx, async (tx) => {
        // The second of two racing callers waits for the row lock, re-reads rotated_at and matches nothing.
        const claimed = await tx.db
          .updateTable('refresh_tokens')
          .set({rotated_at: now, successor_sealed: successor.sealed})
          .where('id', '=', tokenId)
          .where('rotated_at', 'is', null)
          .returning('session_id')
          .executeTakeFirst();
        if (!claimed) return false;
        await insertRefreshToken(tx, claimed.session_id, successor.tokenHash, now);
        // A refresh is the device in use: the profile's list says when it was last seen.
        await tx.db
          .updateTable('auth_sessions')
          .set({last_seen_at: now})
          .where('id', '=', claimed.session_id)
          .execute();
        return true;
      });
    },
    revokeSession: (sessionId, now) => revokeSessions(ctx, 'id', sessionId, now),
    revokeUserSessions: (userId, now) => revokeSessions(ctx, 'user_id', userId, now),
    async listOpenSessions(userId, now) {
      const rows = await ctx.db
        .selectFrom('auth_sessions')
        .select(['id', 'user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
      return rows
        .map((row) => ({
          id: row.id,
          userAgent: row.user_agent,
          createdAt: Number(row.created_at),
          lastSeenAt: Number(row.last_seen_at ?? row.created_at),
        }))
        .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
    },
    async revokeOwnSession(userId, sessionId, now) {
      const revoked = await ctx.db
        .updateTable('auth_sessions')
        .set({revoked_at: now})
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(revoked.numUpdatedRows) > 0;
    },
    revokeOtherSessions: (userId, keepSessionId, now) => revokeOtherSessions(ctx, userId, keepSessionId, now),
  };
}

async function resetPassword(
  ctx: StoreContext,
  {userId, tokenHash, passwordHash}: {userId: string; tokenHash: string; passwordHash: string},
  now: number,
): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    if (!(await consumeResetToken(tx, userId, tokenHash, now))) return false;
    await setPasswordHash(tx, userId, passwordHash, now);
    // The reset token came from a mail to this address, so its owner has proved the address.
    await confirmAddress(tx, userId, now);
    await revokeSessions(tx, 'user_id', userId, now);
    await retireUnused(tx, 'otp_codes', userId, now);
    await retireUnused(tx, 'reset_tokens', userId, now);
    return true;
  });
}

async function pruneAuthRecords(ctx: StoreContext, now: number): Promise<number> {
  return inTransaction(ctx, async ({db}) => {
    const deletions = [
      db.deleteFrom('otp_requests').where('requested_at', '<=', now - DAY_MS),
      db
        .deleteFrom('otp_codes')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('consumed_at', 'is not', null)])),
      db
        .deleteFrom('reset_tokens')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('consumed_at', 'is not', null)])),
      db
        .deleteFrom('email_links')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('consumed_at', 'is not', null)])),
      // Revoked sessions are kept 30 days so reuse of their tokens is still recognised and refused.
      db
        .deleteFrom('auth_sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', '<=', now - 30 * DAY_MS)])),
      db.deleteFrom('idempotency_keys').where('created_at', '<=', now - DAY_MS),
      db.deleteFrom('otp_code_tries').where('tried_at', '<=', now - 30 * DAY_MS),
      db.deleteFrom('two_step_challenges').where('expires_at', '<=', now),
      db.deleteFrom('passkey_challenges').where('expires_at', '<=', now),
      db.deleteFrom('factor_changes').where('at', '<=', now - 365 * DAY_MS),
    ];
    let total = 0;
    // One after another: a transaction runs one statement at a time.
    for (const deletion of deletions) total += Number((await deletion.executeTakeFirst()).numDeletedRows);
    return total;
  });
}

/** The AccountStore over `ctx` (table users and the auth tables, migrations 002, 003 and 005). */
export function accountStore(ctx: StoreContext): AccountStore {
  return {
    ...userMethods(ctx),
    ...sessionMethods(ctx),
    ...codeMethods(ctx),
    ...resetTokenMethods(ctx),
    resetPassword: (userId, tokenHash, passwordHash, now) =>
      resetPassword(ctx, {userId, tokenHash, passwordHash}, now),
    ...emailLinkMethods(ctx),
    pruneAuthRecords: (now) => pruneAuthRecords(ctx, now),
  };
}
