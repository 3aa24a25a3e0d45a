// The accounts half of the Store: users, sessions (refresh-token families), reset codes, reset tokens and
// idempotent signup answers. Every method that must be race-free is one SQL statement or one transaction,
// so correctness does not depend on this process being the only writer.

import type {User} from '../../../core/accounts/index.ts';
import type {Language} from '../../../core/i18n/index.ts';
import type {IdempotentAnswer} from '../../http/store/idempotency-answers.ts';

/** What the API shows of a user (docs/architecture.md `User`), always with the language of their mails. */
export type PublicUser = User & {language: Language};

/** A stored account, password hash included. Never sent to a client. */
export type Account = PublicUser & {
  passwordHash: string;
  age: string;
  region: string;
  city: string;
  emergencyContact: string;
  profession: string;
  applicantType: 'volunteer' | 'work';
};

/** A new account as signup builds it; `signupOrigin` is the partner page's origin (null or absent: our site). */
export type NewAccount = Omit<Account, 'role' | 'emailConfirmed' | 'showFirstName' | 'language'> & {
  /** The language of the page the person signed up on ('en' when absent). */
  language?: Language;
  signupOrigin?: string | null;
  /** The wording of the application's privacy notice the person agreed to (core/privacy/notices.ts). */
  consentNotice?: string | null;
};

/** What opening an e-mail link came to (AccountStore.confirmEmail). */
export type EmailLinkOutcome = 'confirmed' | 'changed' | 'taken' | 'dead';

/** The profile fields a user may change themselves; an absent optional field stays as it is. */
export type ProfileChanges = {
  fullName: string;
  phoneNumber?: string | undefined;
  address?: string | undefined;
  /** Show the first name to other signed-in people on volunteer events (issue 19 #16). */
  showFirstName?: boolean | undefined;
  /** The language our mails are written in. */
  language?: Language | undefined;
};

/** A signed-in device: its session, the browser it started in, when it began and was last used. */
export type OpenSession = {id: string; userAgent: string | null; createdAt: number; lastSeenAt: number};

export type {IdempotentAnswer};

export type CreateAccountResult =
  | {kind: 'created'; user: PublicUser}
  | {kind: 'duplicate-email'}
  | {kind: 'replay'; answer: IdempotentAnswer};

/** A refresh token row joined with its session. */
export type RefreshTokenRecord = {
  id: number;
  sessionId: string;
  userId: string;
  sessionExpiresAt: number;
  sessionRevoked: boolean;
  rotatedAt: number | null;
  successorSealed: string | null;
};

/** The live (unconsumed) code of a user. */
export type OtpRecord = {id: number; expiresAt: number; attempts: number};

export type AccountStore = {
  /**
   * Inserts the account, and the idempotent answer when given, in one transaction. A key already stored
   * (a concurrent retry that won) returns that answer instead; an e-mail already taken inserts nothing.
   */
  createAccount(
    account: NewAccount,
    now: number,
    idempotency: {scope: string; key: string; answer: IdempotentAnswer} | null,
  ): Promise<CreateAccountResult>;
  /** The stored answer for an idempotency key, if newer than `since`. */
  findIdempotentAnswer(scope: string, key: string, since: number): Promise<IdempotentAnswer | null>;
  findAccountByEmail(email: string): Promise<Account | null>;
  /** The user when the account exists and the session is neither revoked nor expired. */
  findSessionUser(userId: string, sessionId: string, now: number): Promise<PublicUser | null>;
  updateProfile(userId: string, changes: ProfileChanges, now: number): Promise<PublicUser | null>;
  updatePasswordHash(userId: string, passwordHash: string, now: number): Promise<void>;

  /** Starts a session (a refresh-token family with its first token); `userAgent` (cut to 300 characters) names the device on the profile's list. */
  createSession(
    session: {
      id: string;
      userId: string;
      tokenHash: string;
      expiresAt: number;
      userAgent?: string | null;
      /** When the log-in proved a second step (a passkey or a code); null after a password alone. */
      secondStepAt?: number | null;
      /** When the log-in proved the password; null for a passkey sign-in. */
      passwordAt?: number | null;
    },
    now: number,
  ): Promise<void>;
  /** The user's open sessions (not revoked, not expired), last used first. */
  listOpenSessions(userId: string, now: number): Promise<OpenSession[]>;
  /** Revokes one of the user's own sessions; false when it is not theirs or not open. */
  revokeOwnSession(userId: string, sessionId: string, now: number): Promise<boolean>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /**
   * Marks the token rotated and inserts its successor, atomically: only the first caller for a token wins
   * (returns false for the others).
   */
  rotateRefreshToken(
    tokenId: number,
    successor: {tokenHash: string; sealed: string},
    now: number,
  ): Promise<boolean>;
  revokeSession(sessionId: string, now: number): Promise<void>;
  revokeUserSessions(userId: string, now: number): Promise<void>;
  /** Revokes every open session of the user but `keepSessionId` (the one making the change). */
  revokeOtherSessions(userId: string, keepSessionId: string, now: number): Promise<void>;

  /**
   * One transaction for a code request, known e-mail or not (so both take the same path and time): refuses
   * when the e-mail key had a request less than `minGapMs` ago or `dailyCap` in 24 hours; otherwise records
   * the request and, when an account has the e-mail, stores the code (retiring that account's older ones)
   * and the mailed link's token as a reset token with the same expiry.
   */
  requestOtp(
    request: {emailKey: string; email: string; codeHash: string; linkTokenHash: string; expiresAt: number},
    now: number,
    limits: {minGapMs: number; dailyCap: number},
  ): Promise<
    | {claimed: true; recipient: {email: string; language: Language} | null}
    | {claimed: false; firstAt: number; lastAt: number; count: number}
  >;
  findLiveOtp(userId: string): Promise<OtpRecord | null>;
  /**
   * Counts one try, atomically (one transaction), and only while tries remain for the code AND the account
   * has had fewer than `account.maxTries` tries since `account.since`: returns the hash to compare, null
   * when the code has no try left (or is dead), 'account-closed' when the account's tries are used up.
   * 50 concurrent calls get at most `maxAttempts` hashes, and never more than the account allows.
   */
  claimOtpAttempt(
    otpId: number,
    maxAttempts: number,
    now: number,
    account: {userId: string; maxTries: number; since: number},
  ): Promise<{codeHash: string} | 'account-closed' | null>;
  /** Consumes the code and un-counts the try that found it (a right code is not a wrong try); true once. */
  consumeOtp(otpId: number, now: number): Promise<boolean>;

  /** Keeps a reset token bound to `email`, the address its code was mailed to. */
  createResetToken(
    token: {userId: string; email: string; tokenHash: string; expiresAt: number},
    now: number,
  ): Promise<void>;
  /**
   * True when the token is unused, unexpired, belongs to the user and was mailed to the address the account
   * has now (does not consume it).
   */
  isResetTokenLive(userId: string, tokenHash: string, now: number): Promise<boolean>;
  /**
   * Consumes the reset token and, in the same transaction, sets the new hash, revokes every session and
   * retires the user's codes and other reset tokens. False (and nothing changed) when the token is not live.
   */
  resetPassword(userId: string, tokenHash: string, passwordHash: string, now: number): Promise<boolean>;

  /**
   * Stores a link that proves `email` belongs to the user when opened (only the token's hash). With
   * `changesAddress`, opening it moves the account to `email` (issue 24); the user's earlier unused links
   * of that kind stop working.
   */
  createEmailLink(
    link: {userId: string; email: string; tokenHash: string; expiresAt: number; changesAddress?: boolean},
    now: number,
  ): Promise<void>;
  /**
   * Consumes a live link in one transaction: 'confirmed' for the first caller while the account still has
   * the link's address; 'changed' when a change link moved the account to its address (then confirmed);
   * 'taken' when another account has that address by now; 'dead' for an unknown, used or expired link.
   */
  confirmEmail(tokenHash: string, now: number): Promise<EmailLinkOutcome>;

  /** Deletes rows whose usefulness has ended (expired codes, tokens, sessions, old idempotency answers). */
  pruneAuthRecords(now: number): Promise<number>;
};
