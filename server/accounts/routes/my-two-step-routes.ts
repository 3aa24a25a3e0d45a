// The signed-in person's own second factors (issue 23): GET /api/me/two-step (what is set up), the
// authenticator's set-up (POST .../totp, then .../totp/confirm with its first code, which answers the ten
// recovery codes, shown once), its removal (DELETE .../totp with a current code), new recovery codes, and
// the step-up (POST /api/me/step-up with a code or a passkey, or the password of an account with no second
// factor) that the sensitive staff actions and every factor change ask for (issue 54).
import {Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {
  PASSKEY_MESSAGES,
  stepUpRules,
  TWO_STEP_MESSAGES,
  totpConfirmRules,
} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import {tooManyRequests} from '../../middleware/rate-limit.ts';
import type {AuthService, SignedInEnv, TwoStepStatus} from '../auth-service.ts';
import {deviceName} from '../device-name.ts';
import type {AccountStores} from '../store/account-stores.ts';

export const TWO_STEP_SETUP_MESSAGES = {
  already: API_MESSAGES.authenticatorAlready,
  noAuthenticator: API_MESSAGES.recoveryCodesNeedFactor,
  steppedUp: API_MESSAGES.steppedUp,
} as const;

/** The status as the profile reads it: each change with the browser and system it was made on. */
function statusAnswer(status: TwoStepStatus) {
  const changes = status.changes.map(({change, at, userAgent}) => ({
    change,
    at: new Date(at).toISOString(),
    ...(userAgent === null && change === 'reset-by-staff' ? {} : deviceName(userAgent)),
  }));
  return {...status, changes};
}

/** The routes under /api/me/two-step; every answer is personal (no-store). */
export function myTwoStepRoutes(_deps: AppDeps<AccountStores>, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/two-step/*', noStore(), auth.requireUser);
  routes.use('/two-step', noStore(), auth.requireUser);
  routes.use('/step-up', noStore(), auth.requireUser);
  return routes
    .get('/two-step', async (c) =>
      ok(c, {twoStep: statusAnswer(await auth.twoStep.status(c.get('user').id))}),
    )
    .post('/two-step/totp', auth.requireFactorProof, async (c) => {
      const started = await auth.twoStep.startTotp(c.get('user'));
      if (started === 'already') return fail(c, 409, TWO_STEP_SETUP_MESSAGES.already);
      return ok(c, {data: started});
    })
    .post('/two-step/totp/confirm', auth.addressLimits.login, auth.requireFactorProof, async (c) => {
      const body = await parseJsonBody(c, totpConfirmRules);
      if (!body.ok) return body.response;
      const codes = await auth.twoStep.confirmTotp(c.get('user'), c.get('sessionId'), body.value.code);
      if (!codes)
        return fail(c, 400, TWO_STEP_MESSAGES.setupCodeWrong, {code: TWO_STEP_MESSAGES.setupCodeWrong});
      return ok(c, {data: {recoveryCodes: codes}});
    })
    .delete('/two-step/totp', auth.addressLimits.login, async (c) => {
      const body = await parseJsonBody(c, totpConfirmRules);
      if (!body.ok) return body.response;
      const removed = await auth.twoStep.removeTotp(c.get('user'), c.get('sessionId'), body.value.code);
      if (!removed) return fail(c, 400, TWO_STEP_MESSAGES.wrongCode, {code: TWO_STEP_MESSAGES.wrongCode});
      return ok(c, {message: API_MESSAGES.authenticatorRemoved});
    })
    .post('/two-step/recovery-codes', auth.requireFactorProof, async (c) => {
      const codes = await auth.twoStep.newRecoveryCodes(c.get('user'), c.get('sessionId'));
      if (!codes) return fail(c, 409, TWO_STEP_SETUP_MESSAGES.noAuthenticator);
      return ok(c, {data: {recoveryCodes: codes}});
    })
    .post('/step-up', async (c) => {
      const body = await parseJsonBody(c, stepUpRules);
      if (!body.ok) return body.response;
      const result = await auth.stepUp(c.get('user'), c.get('sessionId'), body.value);
      if (result.kind === 'limited') return tooManyRequests(c, result);
      if (result.kind === 'password-not-enough') return fail(c, 401, TWO_STEP_MESSAGES.passwordNotEnough);
      if (result.kind === 'refused') {
        if ('password' in body.value) {
          const words = TWO_STEP_MESSAGES.passwordWrong;
          return fail(c, 401, words, {password: words});
        }
        const words = 'passkey' in body.value ? PASSKEY_MESSAGES.notYours : TWO_STEP_MESSAGES.wrongCode;
        return fail(c, 401, words, 'code' in body.value ? {code: words} : undefined);
      }
      return ok(c, {message: TWO_STEP_SETUP_MESSAGES.steppedUp});
    });
}
