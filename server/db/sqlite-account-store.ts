// AccountStore on node:sqlite. Race-sensitive steps are single conditional UPDATEs (`... WHERE attempts < ?
// RETURNING`) or BEGIN IMMEDIATE transactions, so they stay correct with several processes on one file.
// Over 300 lines on purpose: every statement on the account tables sits in one file, to review them together.
import type {DatabaseSync} from 'node:sqlite';
import type {AccountStore, OtpRecord} from './account-store.ts';
import {transaction} from './database.ts';
import {numberOrNull, text, toAccount, toAnswer, toOtp, toPublicUser, toRefreshToken} from './rows.ts';

const USER_COLUMNS = 'id, full_name, email, role, phone_number, address';
const DAY_MS = 86_400_000;

function userStatements(db: DatabaseSync) {
  return {
    insertUser: db.prepare(`INSERT INTO users (id, email, password_hash, full_name, age, region, city,
      phone_number, emergency_contact, profession, address, applicant_type, role, signup_origin, created_at,
      updated_at) VALUES (:id, :email, :passwordHash, :fullName, :age, :region, :city, :phoneNumber,
      :emergencyContact, :profession, :address, :applicantType, 'user', :signupOrigin, :now, :now)`),
    userByEmail: db.prepare('SELECT * FROM users WHERE email = ?'),
    sessionUser: db.prepare(`SELECT ${USER_COLUMNS.replace(/(\w+)/g, 'u.$1')} FROM users u
      JOIN auth_sessions s ON s.user_id = u.id
      WHERE u.id = ? AND s.id = ? AND s.revoked_at IS NULL AND s.expires_at > ?`),
    updateProfile: db.prepare(`UPDATE users SET full_name = ?, phone_number = coalesce(?, phone_number),
      address = coalesce(?, address), updated_at = ?
      WHERE id = ? RETURNING ${USER_COLUMNS}`),
    updatePassword: db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?'),
    findAnswer: db.prepare(`SELECT request_hash, status, body FROM idempotency_keys
      WHERE scope = ? AND idempotency_key = ? AND created_at > ?`),
    // A stale row for the same key (older than the replay window) is replaced, not kept forever.
    saveAnswer: db.prepare(`INSERT OR REPLACE INTO idempotency_keys
      (scope, idempotency_key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
  };
}

function sessionStatements(db: DatabaseSync) {
  return {
    insertSession: db.prepare(
      'INSERT INTO auth_sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    insertToken: db.prepare(
      'INSERT INTO refresh_tokens (session_id, token_hash, created_at) VALUES (?, ?, ?)',
    ),
    findToken:
      db.prepare(`SELECT t.id, t.session_id, t.rotated_at, t.successor_sealed, s.user_id, s.expires_at,
      s.revoked_at FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = ?`),
    claimRotation: db.prepare(`UPDATE refresh_tokens SET rotated_at = ?, successor_sealed = ?
      WHERE id = ? AND rotated_at IS NULL RETURNING session_id`),
    revokeSession: db.prepare('UPDATE auth_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL'),
    revokeUserSessions: db.prepare(
      'UPDATE auth_sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
    ),
  };
}

function otpStatements(db: DatabaseSync) {
  return {
    requestStats:
      db.prepare(`SELECT count(*) AS count, min(requested_at) AS first_at, max(requested_at) AS last_at FROM otp_requests
      WHERE email_key = ? AND requested_at > ?`),
    insertRequest: db.prepare('INSERT INTO otp_requests (email_key, requested_at) VALUES (?, ?)'),
    retireCodes: db.prepare('UPDATE otp_codes SET consumed_at = ? WHERE user_id = ? AND consumed_at IS NULL'),
    insertCode: db.prepare(
      'INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    liveCode: db.prepare(`SELECT id, expires_at, attempts FROM otp_codes
      WHERE user_id = ? AND consumed_at IS NULL ORDER BY id DESC LIMIT 1`),
    // The count and its limit are checked in the same statement: no read-then-write window (brief, ASVS 2.2.1).
    claimAttempt: db.prepare(`UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = ? AND attempts < ? AND consumed_at IS NULL AND expires_at > ? RETURNING code_hash`),
    consumeCode: db.prepare(
      'UPDATE otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL RETURNING user_id',
    ),
    countTries: db.prepare('SELECT count(*) AS count FROM otp_code_tries WHERE user_id = ? AND tried_at > ?'),
    insertTry: db.prepare('INSERT INTO otp_code_tries (user_id, tried_at) VALUES (?, ?)'),
    // The try that found the right code was not a wrong one.
    forgiveLastTry: db.prepare(`DELETE FROM otp_code_tries
      WHERE id = (SELECT max(id) FROM otp_code_tries WHERE user_id = ?)`),
    insertReset: db.prepare(
      'INSERT INTO reset_tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    liveReset: db.prepare(`SELECT id FROM reset_tokens
      WHERE user_id = ? AND token_hash = ? AND consumed_at IS NULL AND expires_at > ?`),
    consumeReset: db.prepare(`UPDATE reset_tokens SET consumed_at = ?
      WHERE user_id = ? AND token_hash = ? AND consumed_at IS NULL AND expires_at > ? RETURNING id`),
    retireResets: db.prepare(
      'UPDATE reset_tokens SET consumed_at = ? WHERE user_id = ? AND consumed_at IS NULL',
    ),
  };
}

function pruneStatements(db: DatabaseSync) {
  return [
    db.prepare('DELETE FROM otp_requests WHERE requested_at <= ?1 - 86400000'),
    db.prepare('DELETE FROM otp_codes WHERE expires_at <= ?1 OR consumed_at IS NOT NULL'),
    db.prepare('DELETE FROM reset_tokens WHERE expires_at <= ?1 OR consumed_at IS NOT NULL'),
    // Revoked sessions are kept 30 days so reuse of their tokens is still recognised and refused.
    db.prepare('DELETE FROM auth_sessions WHERE expires_at <= ?1 OR revoked_at <= ?1 - 2592000000'),
    db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?1 - 86400000'),
    db.prepare('DELETE FROM otp_code_tries WHERE tried_at <= ?1 - 2592000000'),
  ];
}

type Statements = {
  users: ReturnType<typeof userStatements>;
  sessions: ReturnType<typeof sessionStatements>;
  otp: ReturnType<typeof otpStatements>;
};

type UserMethods = 'createAccount' | 'findIdempotentAnswer' | 'findAccountByEmail' | 'findSessionUser';

function userMethods(
  db: DatabaseSync,
  {users}: Statements,
): Pick<AccountStore, UserMethods | 'updateProfile' | 'updatePasswordHash'> {
  return {
    async createAccount(account, now, idempotency) {
      return transaction(db, () => {
        if (idempotency) {
          const row = users.findAnswer.get(idempotency.scope, idempotency.key, now - DAY_MS);
          if (row) return {kind: 'replay', answer: toAnswer(row)} as const;
        }
        // The answer is kept for a taken address too, so a retry replays alike whether or not it was taken.
        if (idempotency) {
          const {scope, key, answer} = idempotency;
          users.saveAnswer.run(scope, key, answer.requestHash, answer.status, answer.body, now);
        }
        if (users.userByEmail.get(account.email)) return {kind: 'duplicate-email'} as const;
        users.insertUser.run({...account, signupOrigin: account.signupOrigin ?? null, now});
        const {id, fullName, email, phoneNumber, address} = account;
        return {kind: 'created', user: {id, fullName, email, role: 'user', phoneNumber, address}} as const;
      });
    },
    async findIdempotentAnswer(scope, key, since) {
      const row = users.findAnswer.get(scope, key, since);
      return row ? toAnswer(row) : null;
    },
    async findAccountByEmail(email) {
      const row = users.userByEmail.get(email);
      return row ? toAccount(row) : null;
    },
    async findSessionUser(userId, sessionId, now) {
      const row = users.sessionUser.get(userId, sessionId, now);
      return row ? toPublicUser(row) : null;
    },
    async updateProfile(userId, changes, now) {
      const row = users.updateProfile.get(
        changes.fullName,
        changes.phoneNumber ?? null,
        changes.address ?? null,
        now,
        userId,
      );
      return row ? toPublicUser(row) : null;
    },
    async updatePasswordHash(userId, passwordHash, now) {
      users.updatePassword.run(passwordHash, now, userId);
    },
  };
}

type SessionMethods = 'createSession' | 'findRefreshToken' | 'rotateRefreshToken' | 'revokeSession';

function sessionMethods(
  db: DatabaseSync,
  {sessions}: Statements,
): Pick<AccountStore, SessionMethods | 'revokeUserSessions'> {
  return {
    async createSession(session, now) {
      transaction(db, () => {
        sessions.insertSession.run(session.id, session.userId, now, session.expiresAt);
        sessions.insertToken.run(session.id, session.tokenHash, now);
      });
    },
    async findRefreshToken(tokenHash) {
      const row = sessions.findToken.get(tokenHash);
      return row ? toRefreshToken(row) : null;
    },
    async rotateRefreshToken(tokenId, successor, now) {
      return transaction(db, () => {
        const claimed = sessions.claimRotation.get(now, successor.sealed, tokenId);
        if (!claimed) return false;
        sessions.insertToken.run(text(claimed.session_id), successor.tokenHash, now);
        return true;
      });
    },
    async revokeSession(sessionId, now) {
      sessions.revokeSession.run(now, sessionId);
    },
    async revokeUserSessions(userId, now) {
      sessions.revokeUserSessions.run(now, userId);
    },
  };
}

type CodeMethods = 'requestOtp' | 'findLiveOtp' | 'claimOtpAttempt' | 'consumeOtp';

function codeMethods(db: DatabaseSync, {users, otp}: Statements): Pick<AccountStore, CodeMethods> {
  return {
    async requestOtp(request, now, limits) {
      return transaction(db, () => {
        const row = otp.requestStats.get(request.emailKey, now - DAY_MS);
        const count = Number(row?.count ?? 0);
        const firstAt = numberOrNull(row?.first_at);
        const lastAt = numberOrNull(row?.last_at);
        if (
          firstAt !== null &&
          lastAt !== null &&
          (now - lastAt < limits.minGapMs || count >= limits.dailyCap)
        ) {
          return {claimed: false, firstAt, lastAt, count} as const;
        }
        otp.insertRequest.run(request.emailKey, now);
        const user = users.userByEmail.get(request.email);
        if (!user) return {claimed: true, recipient: null} as const;
        otp.retireCodes.run(now, text(user.id));
        otp.insertCode.run(text(user.id), request.codeHash, now, request.expiresAt);
        otp.insertReset.run(text(user.id), request.linkTokenHash, now, request.expiresAt);
        return {claimed: true, recipient: {email: text(user.email)}} as const;
      });
    },
    async findLiveOtp(userId): Promise<OtpRecord | null> {
      const row = otp.liveCode.get(userId);
      return row ? toOtp(row) : null;
    },
    async claimOtpAttempt(otpId, maxAttempts, now, account) {
      return transaction(db, () => {
        const tries = Number(otp.countTries.get(account.userId, account.since)?.count ?? 0);
        if (tries >= account.maxTries) return 'account-closed' as const;
        const row = otp.claimAttempt.get(otpId, maxAttempts, now);
        if (!row) return null;
        otp.insertTry.run(account.userId, now);
        return {codeHash: text(row.code_hash)};
      });
    },
    async consumeOtp(otpId, now) {
      return transaction(db, () => {
        const row = otp.consumeCode.get(now, otpId);
        if (!row) return false;
        otp.forgiveLastTry.run(text(row.user_id));
        return true;
      });
    },
  };
}

type ResetMethods = 'createResetToken' | 'isResetTokenLive' | 'resetPassword';

function resetMethods(
  db: DatabaseSync,
  {users, sessions, otp}: Statements,
): Pick<AccountStore, ResetMethods> {
  return {
    async createResetToken(token, now) {
      otp.insertReset.run(token.userId, token.tokenHash, now, token.expiresAt);
    },
    async isResetTokenLive(userId, tokenHash, now) {
      return otp.liveReset.get(userId, tokenHash, now) !== undefined;
    },
    async resetPassword(userId, tokenHash, passwordHash, now) {
      return transaction(db, () => {
        if (!otp.consumeReset.get(now, userId, tokenHash, now)) return false;
        users.updatePassword.run(passwordHash, now, userId);
        sessions.revokeUserSessions.run(now, userId);
        otp.retireCodes.run(now, userId);
        otp.retireResets.run(now, userId);
        return true;
      });
    },
  };
}

/** The AccountStore over an open, migrated database. */
export function createSqliteAccountStore(db: DatabaseSync): AccountStore {
  const statements = {users: userStatements(db), sessions: sessionStatements(db), otp: otpStatements(db)};
  const prune = pruneStatements(db);
  return {
    ...userMethods(db, statements),
    ...sessionMethods(db, statements),
    ...codeMethods(db, statements),
    ...resetMethods(db, statements),
    async pruneAuthRecords(now) {
      return transaction(db, () =>
        prune.reduce((total, statement) => total + Number(statement.run(now).changes), 0),
      );
    },
  };
}
