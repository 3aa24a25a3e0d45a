// The signed-in person's own account (issue 24): POST /api/me/email starts moving the account to a new
// address. What they applied with is the applicants' (/api/me/details, my-application-routes.ts); DELETE
// /api/me is privacy's (privacy/routes/delete-account-routes.ts).
import {Hono} from 'hono';
import {EMAIL_CHANGE_MESSAGES, emailChangeRules} from '../../../core/rules/index.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import {tooManyRequests} from '../../middleware/rate-limit.ts';
import type {AuthService, SignedInEnv} from '../auth-service.ts';

export function myAccountRoutes(auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  return (
    routes
      // A new address: the link goes there, the current one is told (email-change.ts).
      .post('/email', noStore(), auth.requireUser, auth.addressLimits.login, async (c) => {
        const body = await parseJsonBody(c, emailChangeRules);
        if (!body.ok) return body.response;
        const {email, password} = body.value;
        const result = await auth.changeEmail(c.get('user'), {email, password: password as string});
        if (result.kind === 'limited') return tooManyRequests(c, result);
        if (result.kind === 'same')
          return fail(c, 400, EMAIL_CHANGE_MESSAGES.same, {email: EMAIL_CHANGE_MESSAGES.same});
        if (result.kind === 'refused') {
          return fail(c, 401, EMAIL_CHANGE_MESSAGES.wrongPassword, {
            password: EMAIL_CHANGE_MESSAGES.wrongPassword,
          });
        }
        return ok(c, {message: EMAIL_CHANGE_MESSAGES.sent});
      })
  );
}
