// The signed-in person's passkeys (issue 23): POST /api/me/passkeys/options starts adding one, POST
// /api/me/passkeys keeps it under the name given (answering recovery codes when it is the first second
// factor), GET lists them, DELETE /:id removes one and signs the other devices out. Adding and removing
// need a recent proof with a factor the account already had (issue 54: requireFactorProof).
import {Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {addPasskeyRules, PASSKEY_MESSAGES} from '../../../core/rules/index.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import type {AuthService, SignedInEnv} from '../auth-service.ts';

export const MY_PASSKEY_MESSAGES = {
  added: API_MESSAGES.passkeyAdded,
  removed: API_MESSAGES.passkeyRemoved,
  notFound: API_MESSAGES.passkeyNotFound,
} as const;

/** The routes under /api/me/passkeys; every answer is personal (no-store). */
export function myPasskeyRoutes(auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/passkeys/*', noStore(), auth.requireUser);
  routes.use('/passkeys', noStore(), auth.requireUser);
  return routes
    .get('/passkeys', async (c) => ok(c, {passkeys: await auth.twoStep.listPasskeys(c.get('user').id)}))
    .post('/passkeys/options', auth.addressLimits.login, auth.requireFactorProof, async (c) =>
      ok(c, {options: await auth.twoStep.passkeyOptions(c.get('user'))}),
    )
    .post('/passkeys', auth.addressLimits.login, auth.requireFactorProof, async (c) => {
      const body = await parseJsonBody(c, addPasskeyRules);
      if (!body.ok) return body.response;
      const {name, response} = body.value;
      const added = await auth.twoStep.addPasskey(c.get('user'), c.get('sessionId'), name, response);
      if (added.kind !== 'added') {
        return added.kind === 'taken'
          ? fail(c, 409, PASSKEY_MESSAGES.taken)
          : fail(c, 400, PASSKEY_MESSAGES.refused);
      }
      return ok(
        c,
        {
          message: MY_PASSKEY_MESSAGES.added,
          data: {passkey: added.passkey, recoveryCodes: added.recoveryCodes},
        },
        201,
      );
    })
    .delete('/passkeys/:id', auth.requireFactorProof, async (c) => {
      const removed = await auth.twoStep.removePasskey(c.get('user'), c.get('sessionId'), c.req.param('id'));
      if (!removed) return fail(c, 404, MY_PASSKEY_MESSAGES.notFound);
      return ok(c, {message: MY_PASSKEY_MESSAGES.removed});
    });
}
