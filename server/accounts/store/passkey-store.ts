// Passkeys (issue 23): the WebAuthn credentials people registered, the one-time challenges their
// ceremonies sign, and the time a session last proved a second step (the step-up's clock).
import type {PasskeyChallengesTable} from '../../db/schema.ts';
import type {FactorAdded, FactorChangeBy} from './two-step-store.ts';

/** A credential as the ceremonies need it: its public key (base64url COSE) and signature counter. */
export type StoredPasskey = {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

/** A passkey as its owner sees it on the profile. */
export type PasskeySummary = {id: string; name: string; createdAt: number; lastUsedAt: number | null};

export type PasskeyPurpose = PasskeyChallengesTable['purpose'];

/** `first`: the person had no second factor before, so `firstCodeHashes` became their recovery codes. */
export type PasskeyAdded = FactorAdded | 'taken';

/**
 * What a session has proved, and when (null: never). `passwordAt`: the password (the log-in, or asked
 * again); `secondStepAt`: a factor the account already had (a second step, a passkey sign-in, the step-up);
 * `twoStepAt`: when the session first stood on two steps (a second step, or the account's first factor
 * added in it).
 */
export type SessionProofs = {
  passwordAt: number | null;
  secondStepAt: number | null;
  twoStepAt: number | null;
};

export type PasskeyStore = {
  createPasskeyChallenge(
    challenge: string,
    purpose: PasskeyPurpose,
    userId: string | null,
    expiresAt: number,
    now: number,
  ): Promise<void>;
  /**
   * Takes an unexpired challenge of `purpose` once (a replayed ceremony finds nothing); answers the user it
   * was made for (null for a sign-in, which names nobody in advance).
   */
  takePasskeyChallenge(
    challenge: string,
    purpose: PasskeyPurpose,
    now: number,
  ): Promise<{userId: string | null} | null>;
  /**
   * Keeps a new credential named `name` and the change; when it is the person's first second factor,
   * `firstCodeHashes` become their recovery codes and their other sessions end, in the same transaction.
   * `taken`: the credential id is registered already.
   */
  addPasskey(
    passkey: StoredPasskey & {name: string},
    firstCodeHashes: readonly string[],
    by: FactorChangeBy,
    now: number,
  ): Promise<PasskeyAdded>;
  findPasskey(id: string): Promise<StoredPasskey | null>;
  listPasskeys(userId: string): Promise<PasskeySummary[]>;
  /** Records a sign-in with the passkey: its new signature counter and when. */
  recordPasskeyUse(id: string, counter: number, now: number): Promise<void>;
  /**
   * Removes one of the person's passkeys, signs out their other sessions and keeps the change; the recovery
   * codes go too when no second factor is left. False: not theirs, or gone.
   */
  removePasskey(userId: string, id: string, by: FactorChangeBy, now: number): Promise<boolean>;
  /** The session proved a factor the account already had now (a code or a passkey on the step-up). */
  markSecondStep(sessionId: string, now: number): Promise<void>;
  /** The session proved the password now (asked again, for an account with no second factor). */
  markPasswordProof(sessionId: string, now: number): Promise<void>;
  /** What the session has proved and when; null for a session we do not know. */
  sessionProofs(sessionId: string): Promise<SessionProofs | null>;
};
