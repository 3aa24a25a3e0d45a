// The step-up (issues 23 and 54): changing roles, partner sites, downloading the applicants or the IRAS
// file, and every change to a person's own factors need a proof within the last 10 minutes on this
// session, so a session left open on a shared computer, or a stolen token, cannot do them. The proof is a
// factor the account already had: a passkey or a code; for an account with no second factor yet, its
// password (the log-in, or asked again). A factor added in the session never counts as the proof.
import type {Context} from 'hono';
import {createMiddleware} from 'hono/factory';
import {TWO_STEP_MESSAGES} from '../../core/rules/index.ts';
import {inRequestLanguage} from '../http/language.ts';
import type {AuthContext} from './auth-context.ts';
import {checkCredentials} from './login.ts';
import type {SignedInVariables} from './require-user.ts';
import {proofFits, type SecondStepProof, twoStepMethods} from './two-step.ts';

/** How long a proof counts for the sensitive actions. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** The refusal's machine-readable code and words; the site asks for the step in place (step-up-dialog). */
export const STEP_UP_REQUIRED = {
  code: 'step_up_required',
  message: TWO_STEP_MESSAGES.stepUpRequired,
} as const;

/** Whether a proof at `at` (null: never) still counts at `now`. */
export function stepIsRecent(at: number | null, now: number): boolean {
  return at !== null && now - at >= 0 && now - at < STEP_UP_WINDOW_MS;
}

/** 403 `step_up_required`, in the words of what the person can prove with. */
export function stepUpRefusal(c: Context, withPassword = false): Response {
  const words = withPassword ? TWO_STEP_MESSAGES.passwordAgain : STEP_UP_REQUIRED.message;
  const message = inRequestLanguage(c, words);
  return c.json({success: false, statusCode: 403, code: STEP_UP_REQUIRED.code, message}, 403);
}

/** Middleware after `requireUser`: the session proved a second step within the window, else 403. */
export function requireRecentStep(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    const proofs = await context.store.sessionProofs(c.get('sessionId'));
    if (!stepIsRecent(proofs?.secondStepAt ?? null, context.now())) return stepUpRefusal(c);
    await next();
  });
}

/**
 * Whether the session may change the account's factors now: with a second factor, it proved one within
 * the window; without, it proved the password within the window. Answers how it must prove it otherwise.
 */
export async function factorChangeAllowed(
  context: AuthContext,
  userId: string,
  sessionId: string,
): Promise<true | 'second-step' | 'password'> {
  const [methods, proofs] = await Promise.all([
    twoStepMethods(context, userId),
    context.store.sessionProofs(sessionId),
  ]);
  const now = context.now();
  if (methods.length > 0) return stepIsRecent(proofs?.secondStepAt ?? null, now) || 'second-step';
  return stepIsRecent(proofs?.passwordAt ?? null, now) || 'password';
}

/** Middleware after `requireUser`: the factor change may go ahead (factorChangeAllowed), else 403. */
export function requireFactorProof(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    const allowed = await factorChangeAllowed(context, c.get('user').id, c.get('sessionId'));
    if (allowed !== true) return stepUpRefusal(c, allowed === 'password');
    await next();
  });
}

/** What the step-up is given: a code or a passkey, or the password of an account with no second factor. */
export type StepUpProof = SecondStepProof | {password: string};

/** `passwordNotEnough`: a password for an account that has a second factor. */
export type StepUpOutcome =
  | {kind: 'passed'; recoveryCodesLeft: number | null}
  | {kind: 'refused' | 'password-not-enough'};

/**
 * Checks `proof` for the signed-in person and restarts their session's clock; a spent recovery code says
 * how many are left (its owner is told).
 */
export async function stepUp(
  context: AuthContext,
  user: {id: string; email: string},
  sessionId: string,
  proof: StepUpProof,
): Promise<StepUpOutcome> {
  const now = context.now();
  if ('password' in proof) {
    if ((await twoStepMethods(context, user.id)).length > 0) return {kind: 'password-not-enough'};
    if ((await checkCredentials(context, user.email, proof.password))?.id !== user.id)
      return {kind: 'refused'};
    await context.store.markPasswordProof(sessionId, now);
    return {kind: 'passed', recoveryCodesLeft: null};
  }
  const fits = await proofFits(context, user.id, proof);
  if (fits === false) return {kind: 'refused'};
  await context.store.markSecondStep(sessionId, now);
  return {kind: 'passed', recoveryCodesLeft: fits};
}
