// The step-up (issue 23): changing roles, partner sites and downloading the applicants or the IRAS file
// need a second step (a passkey or a code) within the last 10 minutes on this session, so a session left
// open on a shared computer, or a stolen token, cannot do them. A log-in with a second step starts the
// clock; POST /api/me/step-up restarts it.
import {createMiddleware} from 'hono/factory';
import {TWO_STEP_MESSAGES} from '../../core/rules/index.ts';
import {inRequestLanguage} from '../http/language.ts';
import type {AuthContext} from './auth-context.ts';
import type {SignedInVariables} from './require-user.ts';
import {proofFits, type SecondStepProof} from './two-step.ts';

/** How long a second step counts for the sensitive actions. */
export const STEP_UP_WINDOW_MS = 10 * 60_000;

/** The refusal's machine-readable code and words; the console asks for the step in place. */
export const STEP_UP_REQUIRED = {
  code: 'step_up_required',
  message: TWO_STEP_MESSAGES.stepUpRequired,
} as const;

/** Whether a second step at `at` (null: never) still counts at `now`. */
export function stepIsRecent(at: number | null, now: number): boolean {
  return at !== null && now - at >= 0 && now - at < STEP_UP_WINDOW_MS;
}

/** Middleware after `requireUser`: the session proved a second step within the window, else 403. */
export function requireRecentStep(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    const at = await context.store.sessionSecondStepAt(c.get('sessionId'));
    if (!stepIsRecent(at, context.now())) {
      const message = inRequestLanguage(c, STEP_UP_REQUIRED.message);
      return c.json({success: false, statusCode: 403, ...STEP_UP_REQUIRED, message}, 403);
    }
    await next();
  });
}

/**
 * Checks `proof` for the signed-in person and restarts their session's clock. Answers false for a proof
 * that is not theirs, else the recovery codes left when one was spent (null otherwise).
 */
export async function stepUp(
  context: AuthContext,
  userId: string,
  sessionId: string,
  proof: SecondStepProof,
): Promise<number | null | false> {
  const fits = await proofFits(context, userId, proof);
  if (fits !== false) await context.store.markSecondStep(sessionId, context.now());
  return fits;
}
