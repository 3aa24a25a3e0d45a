// Row-to-record mappers of the accounts tables, shared by the SQLite and PostgreSQL stores: both select the
// same column names, so one mapping keeps their answers identical.
import {isRole} from '../../../core/accounts/index.ts';
import {languageOf, numberOrNull, type Row, text} from '../../db/rows.ts';
import type {Account, PublicUser, RefreshTokenRecord} from './account-store.ts';

/** The public columns of a `users` row. */
export function toPublicUser(row: Row): PublicUser {
  return {
    id: text(row.id),
    fullName: text(row.full_name),
    email: text(row.email),
    // Rows from before the roles migration held '' for an ordinary user.
    role: isRole(row.role) ? row.role : 'user',
    phoneNumber: text(row.phone_number),
    address: text(row.address),
    emailConfirmed: row.email_confirmed_at !== null && row.email_confirmed_at !== undefined,
    showFirstName: Number(row.show_first_name) === 1,
    language: languageOf(row.language),
  };
}

/** A whole `users` row. */
export function toAccount(row: Row): Account {
  return {
    ...toPublicUser(row),
    passwordHash: text(row.password_hash),
    age: text(row.age),
    region: text(row.region),
    city: text(row.city),
    emergencyContact: text(row.emergency_contact),
    profession: text(row.profession),
    applicantType: text(row.applicant_type) === 'work' ? 'work' : 'volunteer',
  };
}

/** A `refresh_tokens` row joined with its session. */
export function toRefreshToken(row: Row): RefreshTokenRecord {
  return {
    id: Number(row.id),
    sessionId: text(row.session_id),
    userId: text(row.user_id),
    sessionExpiresAt: Number(row.expires_at),
    sessionRevoked: row.revoked_at !== null && row.revoked_at !== undefined,
    rotatedAt: numberOrNull(row.rotated_at),
    successorSealed: row.successor_sealed ? text(row.successor_sealed) : null,
  };
}

/** An `otp_codes` row. */
export function toOtp(row: Row): {id: number; expiresAt: number; attempts: number} {
  return {id: Number(row.id), expiresAt: Number(row.expires_at), attempts: Number(row.attempts)};
}
