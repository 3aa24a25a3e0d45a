// What the signed-in person applied with (issue 24): GET and PATCH /api/me/details show and correct it.
import {Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {applicationDetailsRules, DELETE_ACCOUNT_MESSAGES} from '../../../core/rules/index.ts';
import type {Applicant} from '../../../core/staff/index.ts';
import type {AuthService, SignedInEnv} from '../../accounts/auth-service.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import type {ApplicantStores} from '../store/applicant-stores.ts';

/** The details a person may correct, as the profile shows them. */
const detailsOf = ({age, region, city, emergencyContact, profession, type}: Applicant) => ({
  age,
  region,
  city,
  emergencyContact,
  profession,
  type,
});

/** Mounted at /api/me. */
export function myApplicationRoutes(deps: AppDeps<ApplicantStores>, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/details', noStore(), auth.requireUser);
  return routes
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
    });
}
