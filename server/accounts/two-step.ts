// The second step of signing in (issue 23): a correct password for an account with an authenticator opens
// a challenge (an opaque token, 5 minutes, 5 wrong codes) instead of a session; an authenticator code (each
// time step once) or an unused recovery code completes it. Setting up the authenticator and the codes.
import type {PasskeyAssertion} from '../../core/rules/index.ts';
import {hashOpaqueToken, isOpaqueTokenShape, newOpaqueToken} from '../security/opaque-token.ts';
import {seal, unseal} from '../security/sealed-box.ts';
import type {AuthContext} from './auth-context.ts';
import {checkPasskeySignIn} from './passkeys.ts';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
  totpUri,
} from './totp.ts';

/** How long the second step waits after the password. */
export const TWO_STEP_TTL_MS = 5 * 60_000;
/** Wrong codes a challenge takes before the password must be given again. */
export const TWO_STEP_MAX_FAILURES = 5;

/** The ways a person can complete the second step. */
export type TwoStepMethod = 'passkey' | 'totp' | 'recovery';

/** What proves the second step: a code (authenticator or recovery) or a passkey's answer. */
export type SecondStepProof = {code: string} | {passkey: PasskeyAssertion};

const sealContext = (userId: string) => `totp:${userId}`;

function secretOf(context: AuthContext, userId: string, sealed: string): string {
  const secret = unseal(context.keys.seal, sealed, sealContext(userId));
  // A box that does not open means AUTH_SECRET changed: the person must set the authenticator up again.
  if (secret === null) throw new Error(`The authenticator secret of ${userId} cannot be unsealed.`);
  return secret;
}

/** A user's second factors: how many passkeys, whether a confirmed authenticator, and the methods they give. */
export async function secondFactors(
  context: AuthContext,
  userId: string,
): Promise<{passkeys: number; totp: boolean; methods: TwoStepMethod[]}> {
  const [factor, passkeys] = await Promise.all([
    context.store.findTotp(userId),
    context.store.listPasskeys(userId),
  ]);
  const totp = factor?.confirmed ?? false;
  const methods: TwoStepMethod[] = [];
  if (passkeys.length > 0) methods.push('passkey');
  if (totp) methods.push('totp');
  if (methods.length > 0) methods.push('recovery');
  return {passkeys: passkeys.length, totp, methods};
}

/** The second-step methods of a user; [] when there is neither a passkey nor a confirmed authenticator. */
export async function twoStepMethods(context: AuthContext, userId: string): Promise<TwoStepMethod[]> {
  return (await secondFactors(context, userId)).methods;
}

/** Opens the second step for a user whose password was right. */
export async function openTwoStep(context: AuthContext, userId: string): Promise<string> {
  const token = newOpaqueToken();
  const now = context.now();
  await context.store.createTwoStepChallenge(hashOpaqueToken(token), userId, now + TWO_STEP_TTL_MS, now);
  return token;
}

/** What a second-step try came to; `start-again`: the challenge is gone (expired, used up, or unknown). */
export type TwoStepOutcome =
  /** `recoveryCodesLeft`: a recovery code was spent (its owner is told), else null. */
  | {kind: 'passed'; userId: string; recoveryCodesLeft: number | null}
  | {kind: 'refused'}
  | {kind: 'start-again'};

/**
 * Whether `proof` is `userId`'s: false when not; else the recovery codes left when one was spent, or null.
 */
export async function proofFits(
  context: AuthContext,
  userId: string,
  proof: SecondStepProof,
): Promise<number | null | false> {
  if ('passkey' in proof) return (await checkPasskeySignIn(context, proof.passkey)) === userId ? null : false;
  const {code} = proof;
  const trimmed = code.trim();
  if (looksLikeRecoveryCode(trimmed)) {
    const used = await context.store.spendRecoveryCode(
      userId,
      recoveryCodeHash(context.keys.otp, trimmed),
      context.now(),
    );
    return used ? await context.store.recoveryCodesLeft(userId) : false;
  }
  const factor = await context.store.findTotp(userId);
  if (!factor?.confirmed) return false;
  const step = totpStep(
    secretOf(context, userId, factor.secretSealed),
    trimmed.replace(/\s/g, ''),
    context.now(),
  );
  // The store takes each step once: the same code sent twice (or by two tabs) passes once.
  return step !== null && (await context.store.takeTotpStep(userId, step)) ? null : false;
}

/** Checks a second step's proof against the challenge `token` names. */
export async function passTwoStep(
  context: AuthContext,
  token: unknown,
  proof: SecondStepProof,
): Promise<TwoStepOutcome> {
  if (!isOpaqueTokenShape(token)) return {kind: 'start-again'};
  const tokenHash = hashOpaqueToken(token);
  const challenge = await context.store.findTwoStepChallenge(tokenHash);
  if (!challenge || challenge.expiresAt <= context.now() || challenge.failures >= TWO_STEP_MAX_FAILURES) {
    return {kind: 'start-again'};
  }
  const fits = await proofFits(context, challenge.userId, proof);
  if (fits === false) {
    const failures = await context.store.failTwoStepChallenge(tokenHash);
    if (failures >= TWO_STEP_MAX_FAILURES) await context.store.endTwoStepChallenge(tokenHash);
    return {kind: 'refused'};
  }
  // Ended once: a second completion of the same challenge (a double click) starts no second session.
  if (!(await context.store.endTwoStepChallenge(tokenHash))) return {kind: 'start-again'};
  return {kind: 'passed', userId: challenge.userId, recoveryCodesLeft: fits};
}

/** Starts setting up an authenticator: a new secret, kept sealed until a first code confirms it. */
export async function startTotpSetup(
  context: AuthContext,
  user: {id: string; email: string},
): Promise<{otpauthUri: string; secret: string} | 'already'> {
  const secret = newTotpSecret();
  const started = await context.store.startTotp(
    user.id,
    seal(context.keys.seal, secret, sealContext(user.id)),
    context.now(),
  );
  return started ? {otpauthUri: totpUri(secret, user.email), secret} : 'already';
}

async function freshCodes(context: AuthContext): Promise<{codes: string[]; hashes: string[]}> {
  const codes = newRecoveryCodes();
  return {codes, hashes: codes.map((code) => recoveryCodeHash(context.keys.otp, code))};
}

/** The recovery codes a new authenticator came with, and whether it is the account's first factor. */
export type TotpConfirmed = {codes: string[]; first: boolean};

/**
 * Confirms the authenticator with its first code, in the session `sessionId` (its browser is kept with the
 * change); answers the new recovery codes, or null for a wrong code.
 */
export async function confirmTotpSetup(
  context: AuthContext,
  userId: string,
  sessionId: string,
  code: string,
): Promise<TotpConfirmed | null> {
  const factor = await context.store.findTotp(userId);
  if (!factor || factor.confirmed) return null;
  const step = totpStep(
    secretOf(context, userId, factor.secretSealed),
    code.replace(/\s/g, ''),
    context.now(),
  );
  if (step === null) return null;
  const {codes, hashes} = await freshCodes(context);
  const added = await context.store.confirmTotp(userId, step, hashes, {sessionId}, context.now());
  return added ? {codes, first: added === 'first'} : null;
}

/**
 * Removes the authenticator when `code` (an authenticator or recovery code) proves the person holds it, so a
 * stolen session alone cannot take the second step away; every other session of theirs ends.
 */
export async function removeTotp(
  context: AuthContext,
  user: {id: string},
  sessionId: string,
  code: string,
): Promise<boolean> {
  if ((await proofFits(context, user.id, {code})) === false) return false;
  return context.store.removeTotp(user.id, {sessionId}, context.now());
}

/** Replaces every recovery code; null when the person has no second factor. */
export async function replaceRecoveryCodes(
  context: AuthContext,
  userId: string,
  sessionId: string,
): Promise<string[] | null> {
  const {codes, hashes} = await freshCodes(context);
  return (await context.store.replaceRecoveryCodes(userId, hashes, {sessionId}, context.now()))
    ? codes
    : null;
}
