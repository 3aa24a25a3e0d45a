// Staff and administrators see applicants from programmes for ex-offenders and special-needs people, and
// donors' tax IDs: one leaked password must not open that (issue 23). Until the account has a second
// factor, every staff answer is 403 with `code: 'two_step_required'`, and the console shows the set-up.
import {createMiddleware} from 'hono/factory';
import type {AuthContext} from './auth-context.ts';
import type {SignedInVariables} from './require-user.ts';
import {twoStepMethods} from './two-step.ts';

/** The refusal's machine-readable code and words. */
const TWO_STEP_REQUIRED = {
  code: 'two_step_required',
  message:
    'Staff accounts need two-step sign-in. Add a passkey or set up an authenticator app first (the console shows how, or Profile > Two-step sign-in).',
} as const;

/** Middleware after `requireUser` and `requireRole`: the signed-in person has a second factor, else 403. */
export function requireTwoStep(context: AuthContext) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    if ((await twoStepMethods(context, c.get('user').id)).length === 0) {
      return c.json({success: false, statusCode: 403, ...TWO_STEP_REQUIRED}, 403);
    }
    await next();
  });
}
