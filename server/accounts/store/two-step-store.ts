// Two-step sign-in (issue 23): the authenticator (TOTP) factor, recovery codes and the challenge between
// the password and the second step. Secrets arrive sealed and codes as HMACs: the store never sees either.

import type {Actor} from '../../db/actor.ts';
import type {FactorChange} from '../../db/schema.ts';
import type {PublicUser} from './account-store.ts';

/** A user's authenticator: the sealed secret, whether the first code confirmed it, the last step taken. */
export type TotpFactor = {secretSealed: string; confirmed: boolean; lastStep: number};

/** The second step a password opened: whose, until when, how many wrong codes so far. */
export type TwoStepChallenge = {userId: string; expiresAt: number; failures: number};

/** A change to a person's sign-in factors (issue 54): their profile lists it and a mail tells them. */
export type {FactorChange};

/** A factor change as kept: what, when, and the browser of the session that made it (null: staff). */
export type FactorChangeRecord = {change: FactorChange; at: number; userAgent: string | null};

/**
 * The session a factor change is made in: its browser is kept with the change, and when the change gives
 * the account its first factor the account's other sessions end and this one stands on two steps.
 */
export type FactorChangeBy = {sessionId: string};

/** `first`: the account had no second factor before; its other sessions have ended. */
export type FactorAdded = 'first' | 'added';

export type TwoStepStore = {
  /** Starts (or restarts) an unconfirmed authenticator; false when a confirmed one exists. */
  startTotp(userId: string, secretSealed: string, now: number): Promise<boolean>;
  findTotp(userId: string): Promise<TotpFactor | null>;
  /**
   * Confirms the authenticator with the step of its first code and replaces the recovery codes, and keeps
   * the change, in one transaction; false when there is nothing unconfirmed to confirm.
   */
  confirmTotp(
    userId: string,
    step: number,
    codeHashes: readonly string[],
    by: FactorChangeBy,
    now: number,
  ): Promise<FactorAdded | false>;
  /** Takes a time step of the confirmed authenticator once: false for a step already taken (a replay). */
  takeTotpStep(userId: string, step: number): Promise<boolean>;
  /**
   * Removes the authenticator (and the recovery codes when no passkey is left), ends the other sessions and
   * keeps the change, in one transaction; false when there was none.
   */
  removeTotp(userId: string, by: FactorChangeBy, now: number): Promise<boolean>;
  /** Uses one recovery code (its HMAC) once; false when unknown, someone else's or used. */
  spendRecoveryCode(userId: string, codeHash: string, now: number): Promise<boolean>;
  /** Replaces every recovery code of a user who has a second factor, and keeps the change; false otherwise. */
  replaceRecoveryCodes(
    userId: string,
    codeHashes: readonly string[],
    by: FactorChangeBy,
    now: number,
  ): Promise<boolean>;
  /** How many unused recovery codes a user has. */
  recoveryCodesLeft(userId: string): Promise<number>;
  createTwoStepChallenge(tokenHash: string, userId: string, expiresAt: number, now: number): Promise<void>;
  findTwoStepChallenge(tokenHash: string): Promise<TwoStepChallenge | null>;
  /** Counts a wrong code; answers the failures so far. */
  failTwoStepChallenge(tokenHash: string): Promise<number>;
  /** Ends the challenge; true for the one caller that ended it (a second completion gets false). */
  endTwoStepChallenge(tokenHash: string): Promise<boolean>;
  /**
   * An administrator (or the server's command) removes someone's second factors: the authenticator and the
   * recovery codes go, every session of theirs ends, and Activity says who did it. Null: no such account.
   */
  resetTwoStep(match: {id: string} | {email: string}, actor: Actor, now: number): Promise<PublicUser | null>;
  /** The person's latest factor changes, newest first. */
  listFactorChanges(userId: string, limit: number): Promise<FactorChangeRecord[]>;
};
