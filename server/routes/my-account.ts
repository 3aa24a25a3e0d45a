// The signed-in person's own account (issue 24): GET and PATCH /api/me/details correct what they applied
// with; POST /api/me/email starts moving the account to a new address; DELETE /api/me deletes the account,
// proving it is them with their password or a passkey (10 tries in 15 minutes per account).
import {Hono} from 'hono';
import type {Applicant} from '../../core/data/index.ts';
import {API_MESSAGES} from '../../core/messages/index.ts';
import {
  applicationDetailsRules,
  DELETE_ACCOUNT_MESSAGES,
  deleteAccountRules,
  EMAIL_CHANGE_MESSAGES,
  emailChangeRules,
} from '../../core/rules/index.ts';
import type {AppDeps} from '../app-deps.ts';
import type {AuthService, SignedInEnv} from '../auth/auth-service.ts';
import {fail, ok, parseJsonBody} from '../http/answers.ts';
import {noStore} from '../middleware/no-store.ts';
import {tooManyRequests} from '../middleware/rate-limit.ts';
import {deleteAccount} from '../privacy/delete-account.ts';

/** The details a person may correct, as the profile shows them. */
const detailsOf = ({age, region, city, emergencyContact, profession, type}: Applicant) => ({
  age,
  region,
  city,
  emergencyContact,
  profession,
  type,
});

export function myAccountRoutes(deps: AppDeps, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/details', noStore(), auth.requireUser);
  return (
    routes
      .get('/details', async (c) => {
        const applicant = await deps.store.findApplicant(c.get('user').id);
        if (!applicant) return fail(c, 401, DELETE_ACCOUNT_MESSAGES.gone);
        return ok(c, {details: detailsOf(applicant)});
      })
      .patch('/details', async (c) => {
        const body = await parseJsonBody(c, applicationDetailsRules);
        if (!body.ok) return body.response;
        const saved = await deps.store.updateApplicantDetails(c.get('user').id, body.value, deps.now());
        if (!saved) return fail(c, 401, DELETE_ACCOUNT_MESSAGES.gone);
        return ok(c, {message: API_MESSAGES.detailsSaved, details: detailsOf(saved)});
      })
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
      .delete('/', noStore(), auth.requireUser, auth.addressLimits.login, async (c) => {
        const body = await parseJsonBody(c, deleteAccountRules);
        if (!body.ok) return body.response;
        const user = c.get('user');
        const proved = await auth.provesOwner(user, body.value);
        if (proved.kind === 'limited') return tooManyRequests(c, proved);
        if (proved.kind === 'refused') {
          return 'password' in body.value
            ? fail(c, 401, DELETE_ACCOUNT_MESSAGES.wrongPassword, {
                password: DELETE_ACCOUNT_MESSAGES.wrongPassword,
              })
            : fail(c, 401, DELETE_ACCOUNT_MESSAGES.wrongPasskey);
        }
        // The actor is the account itself; Activity shows it as "Deleted account", with no address.
        await deleteAccount(deps, user.id, {id: user.id, email: ''}, 'owner');
        return ok(c, {message: DELETE_ACCOUNT_MESSAGES.deleted});
      })
  );
}
