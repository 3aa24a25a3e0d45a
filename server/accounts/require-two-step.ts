// Staff and administrators see applicants from programmes for ex-offenders and special-needs people, and
// donors' tax IDs: one leaked password must not open that (issues 23 and 54). Every staff answer needs an
// account with a second factor (403 `two_step_required`: the console shows the set-up) AND a session that
// stood on two steps (403 `step_up_required`: the console asks for the passkey or a code). A session that
// only had the password before the factor was added elsewhere has ended with that change.
import {createMiddleware} from 'hono/factory';
import type {AuthContext} from './auth-context.ts';
import type {SignedInVariables} from './require-user.ts';
import {stepUpRefusal} from './step-up.ts';
import {twoStepMethods} from './two-step.ts';

/** The refusal's machine-readable code and words. */
const TWO_STEP_REQUIRED = {
  code: 'two_step_required',
  message:
    'Staff accounts need two-step sign-in. Add a passkey or set up an authenticator app first (the console shows how, or Profile > Two-step sign-in).',
} as const;

/** Middleware after `requireUser` and `requireRole`: a second factor, and a session that passed one. */
export function requireTwoStep(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    const [methods, proofs] = await Promise.all([
      twoStepMethods(context, c.get('user').id),
      context.store.sessionProofs(c.get('sessionId')),
    ]);
    if (methods.length === 0) return c.json({success: false, statusCode: 403, ...TWO_STEP_REQUIRED}, 403);
    if (proofs?.twoStepAt == null) return stepUpRefusal(c);
    await next();
  });
}
