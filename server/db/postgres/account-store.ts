// AccountStore on PostgreSQL. SQLite's single writer made each step below correct for free; here each one
// says what makes it so: a conditional UPDATE (PostgreSQL re-checks the WHERE after waiting for the row
// lock, so two callers cannot both pass `attempts < max` or `rotated_at IS NULL`), a unique index, or a
// transaction-scoped advisory lock per key where a count must be read before the insert it limits.
// See docs/decisions/021-postgresql-guarantees.md.
import type {AccountStore, OtpRecord} from '../account-store.ts';
import {numberOrNull, text, toAccount, toAnswer, toOtp, toPublicUser, toRefreshToken} from '../rows.ts';
import type {Sql, Tx} from './connect.ts';

const DAY_MS = 86_400_000;

/** Serialises transactions on one key (namespace + text) until they commit or roll back. */
async function lockKey(tx: Tx, namespace: string, key: string): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`${namespace}:${key}`}, 0))`;
}

async function findAnswer(db: Sql | Tx, scope: string, key: string, since: number) {
  const [row] = await db`SELECT request_hash, status, body FROM idempotency_keys
    WHERE scope = ${scope} AND idempotency_key = ${key} AND created_at > ${since}`;
  return row ? toAnswer(row) : null;
}

async function revokeUserSessions(db: Sql | Tx, userId: string, now: number): Promise<void> {
  await db`UPDATE auth_sessions SET revoked_at = ${now} WHERE user_id = ${userId} AND revoked_at IS NULL`;
}

async function retireCodes(tx: Tx, userId: string, now: number): Promise<void> {
  await tx`UPDATE otp_codes SET consumed_at = ${now} WHERE user_id = ${userId} AND consumed_at IS NULL`;
}

type UserMethods = 'createAccount' | 'findIdempotentAnswer' | 'findAccountByEmail' | 'findSessionUser';

function userMethods(sql: Sql): Pick<AccountStore, UserMethods | 'updateProfile' | 'updatePasswordHash'> {
  return {
    async createAccount(account, now, idempotency) {
      return sql.begin(async (tx) => {
        if (idempotency) {
          // A concurrent retry with the same key waits here, then finds the winner's answer.
          await lockKey(tx, `idempotency:${idempotency.scope}`, idempotency.key);
          const answer = await findAnswer(tx, idempotency.scope, idempotency.key, now - DAY_MS);
          if (answer) return {kind: 'replay', answer} as const;
        }
        // The unique index on email decides between two signups racing for one address.
        const inserted = await tx`INSERT INTO users (id, email, password_hash, full_name, age, region, city,
          phone_number, emergency_contact, profession, address, applicant_type, role, signup_origin,
          created_at, updated_at)
          VALUES (${account.id}, ${account.email}, ${account.passwordHash}, ${account.fullName}, ${account.age},
          ${account.region}, ${account.city}, ${account.phoneNumber}, ${account.emergencyContact},
          ${account.profession}, ${account.address}, ${account.applicantType}, 'user',
          ${account.signupOrigin ?? null}, ${now}, ${now})
          ON CONFLICT (email) DO NOTHING RETURNING id`;
        // The answer is kept for a taken address too, so a retry replays alike whether or not it was taken.
        if (idempotency) {
          const {scope, key, answer} = idempotency;
          // A stale row for the same key (older than the replay window) is replaced, not kept forever.
          await tx`INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, body, created_at)
            VALUES (${scope}, ${key}, ${answer.requestHash}, ${answer.status}, ${answer.body}, ${now})
            ON CONFLICT (scope, idempotency_key) DO UPDATE SET request_hash = excluded.request_hash,
            status = excluded.status, body = excluded.body, created_at = excluded.created_at`;
        }
        if (inserted.length === 0) return {kind: 'duplicate-email'} as const;
        const {id, fullName, email, phoneNumber, address} = account;
        return {kind: 'created', user: {id, fullName, email, role: 'user', phoneNumber, address}} as const;
      });
    },
    findIdempotentAnswer: (scope, key, since) => findAnswer(sql, scope, key, since),
    async findAccountByEmail(email) {
      const [row] = await sql`SELECT * FROM users WHERE email = ${email}`;
      return row ? toAccount(row) : null;
    },
    async findSessionUser(userId, sessionId, now) {
      const [row] = await sql`SELECT u.id, u.full_name, u.email, u.role, u.phone_number, u.address
        FROM users u JOIN auth_sessions s ON s.user_id = u.id
        WHERE u.id = ${userId} AND s.id = ${sessionId} AND s.revoked_at IS NULL AND s.expires_at > ${now}`;
      return row ? toPublicUser(row) : null;
    },
    async updateProfile(userId, changes, now) {
      const [row] = await sql`UPDATE users SET full_name = ${changes.fullName},
        phone_number = coalesce(${changes.phoneNumber ?? null}::text, phone_number),
        address = coalesce(${changes.address ?? null}::text, address), updated_at = ${now}
        WHERE id = ${userId} RETURNING id, full_name, email, role, phone_number, address`;
      return row ? toPublicUser(row) : null;
    },
    async updatePasswordHash(userId, passwordHash, now) {
      await sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${now} WHERE id = ${userId}`;
    },
  };
}

type SessionMethods = 'createSession' | 'findRefreshToken' | 'rotateRefreshToken' | 'revokeSession';

function sessionMethods(sql: Sql): Pick<AccountStore, SessionMethods | 'revokeUserSessions'> {
  return {
    async createSession(session, now) {
      await sql.begin(async (tx) => {
        await tx`INSERT INTO auth_sessions (id, user_id, created_at, expires_at)
          VALUES (${session.id}, ${session.userId}, ${now}, ${session.expiresAt})`;
        await tx`INSERT INTO refresh_tokens (session_id, token_hash, created_at)
          VALUES (${session.id}, ${session.tokenHash}, ${now})`;
      });
    },
    async findRefreshToken(tokenHash) {
      const [row] = await sql`SELECT t.id, t.session_id, t.rotated_at, t.successor_sealed, s.user_id,
        s.expires_at, s.revoked_at FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
        WHERE t.token_hash = ${tokenHash}`;
      return row ? toRefreshToken(row) : null;
    },
    async rotateRefreshToken(tokenId, successor, now) {
      return sql.begin(async (tx) => {
        // The second of two racing callers waits for the row lock, re-reads rotated_at and matches nothing.
        const [claimed] = await tx`UPDATE refresh_tokens SET rotated_at = ${now},
          successor_sealed = ${successor.sealed}
          WHERE id = ${tokenId} AND rotated_at IS NULL RETURNING session_id`;
        if (!claimed) return false;
        await tx`INSERT INTO refresh_tokens (session_id, token_hash, created_at)
          VALUES (${text(claimed.session_id)}, ${successor.tokenHash}, ${now})`;
        return true;
      });
    },
    async revokeSession(sessionId, now) {
      await sql`UPDATE auth_sessions SET revoked_at = ${now} WHERE id = ${sessionId} AND revoked_at IS NULL`;
    },
    revokeUserSessions: (userId, now) => revokeUserSessions(sql, userId, now),
  };
}

type CodeMethods = 'requestOtp' | 'findLiveOtp' | 'claimOtpAttempt' | 'consumeOtp';

function codeMethods(sql: Sql): Pick<AccountStore, CodeMethods> {
  return {
    async requestOtp(request, now, limits) {
      return sql.begin(async (tx) => {
        // Count-then-insert: without this lock two requests could both read a count under the cap.
        await lockKey(tx, 'otp-request', request.emailKey);
        const [stats] = await tx`SELECT count(*) AS count, min(requested_at) AS first_at,
          max(requested_at) AS last_at FROM otp_requests
          WHERE email_key = ${request.emailKey} AND requested_at > ${now - DAY_MS}`;
        const count = Number(stats?.count ?? 0);
        const firstAt = numberOrNull(stats?.first_at);
        const lastAt = numberOrNull(stats?.last_at);
        if (
          firstAt !== null &&
          lastAt !== null &&
          (now - lastAt < limits.minGapMs || count >= limits.dailyCap)
        ) {
          return {claimed: false, firstAt, lastAt, count} as const;
        }
        await tx`INSERT INTO otp_requests (email_key, requested_at) VALUES (${request.emailKey}, ${now})`;
        const [user] = await tx`SELECT id, email, full_name FROM users WHERE email = ${request.email}`;
        if (!user) return {claimed: true, recipient: null} as const;
        await retireCodes(tx, text(user.id), now);
        await tx`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at)
          VALUES (${text(user.id)}, ${request.codeHash}, ${now}, ${request.expiresAt})`;
        // The mailed link's token: a reset token with the code's expiry.
        await tx`INSERT INTO reset_tokens (user_id, token_hash, created_at, expires_at)
          VALUES (${text(user.id)}, ${request.linkTokenHash}, ${now}, ${request.expiresAt})`;
        return {claimed: true, recipient: {email: text(user.email)}} as const;
      });
    },
    async findLiveOtp(userId): Promise<OtpRecord | null> {
      const [row] = await sql`SELECT id, expires_at, attempts FROM otp_codes
        WHERE user_id = ${userId} AND consumed_at IS NULL ORDER BY id DESC LIMIT 1`;
      return row ? toOtp(row) : null;
    },
    async claimOtpAttempt(otpId, maxAttempts, now, account) {
      return sql.begin(async (tx) => {
        // Count-then-insert of the account's tries: serialised per account by this lock.
        await lockKey(tx, 'otp-tries', account.userId);
        const [tries] = await tx`SELECT count(*) AS count FROM otp_code_tries
          WHERE user_id = ${account.userId} AND tried_at > ${account.since}`;
        if (Number(tries?.count ?? 0) >= account.maxTries) return 'account-closed' as const;
        // One statement: the code's count and its limit are checked under the row lock (ASVS 2.2.1).
        const [row] = await tx`UPDATE otp_codes SET attempts = attempts + 1
          WHERE id = ${otpId} AND attempts < ${maxAttempts} AND consumed_at IS NULL AND expires_at > ${now}
          RETURNING code_hash`;
        if (!row) return null;
        await tx`INSERT INTO otp_code_tries (user_id, tried_at) VALUES (${account.userId}, ${now})`;
        return {codeHash: text(row.code_hash)};
      });
    },
    async consumeOtp(otpId, now) {
      return sql.begin(async (tx) => {
        const [row] = await tx`UPDATE otp_codes SET consumed_at = ${now}
          WHERE id = ${otpId} AND consumed_at IS NULL RETURNING user_id`;
        if (!row) return false;
        // The try that found the right code was not a wrong one.
        await tx`DELETE FROM otp_code_tries WHERE id = (SELECT max(id) FROM otp_code_tries
          WHERE user_id = ${text(row.user_id)})`;
        return true;
      });
    },
  };
}

type ResetMethods = 'createResetToken' | 'isResetTokenLive' | 'resetPassword';

function resetMethods(sql: Sql): Pick<AccountStore, ResetMethods> {
  return {
    async createResetToken(token, now) {
      await sql`INSERT INTO reset_tokens (user_id, token_hash, created_at, expires_at)
        VALUES (${token.userId}, ${token.tokenHash}, ${now}, ${token.expiresAt})`;
    },
    async isResetTokenLive(userId, tokenHash, now) {
      const rows = await sql`SELECT id FROM reset_tokens WHERE user_id = ${userId}
        AND token_hash = ${tokenHash} AND consumed_at IS NULL AND expires_at > ${now}`;
      return rows.length > 0;
    },
    async resetPassword(userId, tokenHash, passwordHash, now) {
      return sql.begin(async (tx) => {
        const consumed = await tx`UPDATE reset_tokens SET consumed_at = ${now}
          WHERE user_id = ${userId} AND token_hash = ${tokenHash} AND consumed_at IS NULL
          AND expires_at > ${now} RETURNING id`;
        if (consumed.length === 0) return false;
        await tx`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${now} WHERE id = ${userId}`;
        await revokeUserSessions(tx, userId, now);
        await retireCodes(tx, userId, now);
        await tx`UPDATE reset_tokens SET consumed_at = ${now} WHERE user_id = ${userId} AND consumed_at IS NULL`;
        return true;
      });
    },
  };
}

async function pruneAuthRecords(sql: Sql, now: number): Promise<number> {
  return sql.begin(async (tx) => {
    const counts = [
      await tx`DELETE FROM otp_requests WHERE requested_at <= ${now - DAY_MS}`,
      await tx`DELETE FROM otp_codes WHERE expires_at <= ${now} OR consumed_at IS NOT NULL`,
      await tx`DELETE FROM reset_tokens WHERE expires_at <= ${now} OR consumed_at IS NOT NULL`,
      // Revoked sessions are kept 30 days so reuse of their tokens is still recognised and refused.
      await tx`DELETE FROM auth_sessions WHERE expires_at <= ${now} OR revoked_at <= ${now - 30 * DAY_MS}`,
      await tx`DELETE FROM idempotency_keys WHERE created_at <= ${now - DAY_MS}`,
      await tx`DELETE FROM otp_code_tries WHERE tried_at <= ${now - 30 * DAY_MS}`,
    ];
    return counts.reduce((total, result) => total + result.count, 0);
  });
}

/** The PostgreSQL AccountStore over a migrated database. */
export function createPostgresAccountStore(sql: Sql): AccountStore {
  return {
    ...userMethods(sql),
    ...sessionMethods(sql),
    ...codeMethods(sql),
    ...resetMethods(sql),
    pruneAuthRecords: (now) => pruneAuthRecords(sql, now),
  };
}
