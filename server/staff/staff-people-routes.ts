// People (admin only): list accounts, change a role, reset someone's second factors. An administrator
// cannot change their own role, so the last administrator cannot lock everyone out by accident. Both
// changes need a second step within 10 minutes (issue 23) and sign the person out everywhere: a new
// role is a new set of rights, read afresh at their next log-in.
import {Hono} from 'hono';
import {roleChangeRules} from '../../core/rules/index.ts';
import type {AuthService} from '../accounts/auth-service.ts';
import {actorOf, notFound, pageOf, type StaffEnv} from '../accounts/staff-access.ts';
import {twoStepResetMail} from '../accounts/two-step-reset-mail.ts';
import type {AppDeps} from '../app-deps.ts';
import {fail, ok, parseJsonBody} from '../http/answers.ts';
import {deleteAccount} from '../privacy/delete-account.ts';
import {collectMyData} from '../privacy/my-data.ts';
import type {StaffStores} from './store/staff-stores.ts';

/** The refusal for an administrator changing their own role. */
export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another administrator.';

/** The refusal for an administrator deleting their own account here. */
export const OWN_ACCOUNT_MESSAGE = 'Delete your own account from your profile.';

/** The refusal for an administrator resetting their own second factors here. */
export const OWN_TWO_STEP_MESSAGE = 'Change your own two-step sign-in on your profile.';

/** GET / and PATCH /:id, mounted at /api/staff/accounts. */
export function accountsRoutes(deps: AppDeps<StaffStores>, auth: AuthService): Hono<StaffEnv> {
  return (
    new Hono<StaffEnv>()
      .use(auth.requireRole('admin'))
      .get('/', async (c) =>
        ok(c, await deps.store.listAccounts({...pageOf(c), search: c.req.query('search') ?? ''})),
      )
      .patch('/:id', auth.requireRecentStep, async (c) => {
        const id = c.req.param('id');
        if (id === c.get('user').id) return fail(c, 403, OWN_ROLE_MESSAGE);
        const body = await parseJsonBody(c, roleChangeRules);
        if (!body.ok) return body.response;
        const change = await deps.store.changeRole(id, body.value.role, actorOf(c), deps.now());
        if (!change) return notFound(c, 'account');
        return ok(c, {
          message: 'The role is changed, and they are signed out everywhere.',
          account: change.after,
        });
      })
      // The person's data for their written access request (issue 24): the same file they could download
      // themselves, after a recent second step, and Activity says who took whose.
      .get('/:id/data', auth.requireRecentStep, async (c) => {
        const now = deps.now();
        const user = await deps.store.takePersonalData(c.req.param('id'), actorOf(c), now);
        if (!user) return notFound(c, 'account');
        const data = await collectMyData(deps.store, user, now);
        return c.body(JSON.stringify(data, null, 2), 200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="nard-data-${new Date(now).toISOString().slice(0, 10)}.json"`,
        });
      })
      // A deletion the person asked for in writing (issue 24): the same deletion as their own, logged as
      // the administrator's, after a recent second step.
      .delete('/:id', auth.requireRecentStep, async (c) => {
        const id = c.req.param('id');
        if (id === c.get('user').id) return fail(c, 403, OWN_ACCOUNT_MESSAGE);
        const deleted = await deleteAccount(deps, id, actorOf(c), 'staff');
        if (!deleted) return notFound(c, 'account');
        return ok(c, {message: `The account of ${deleted.fullName} is deleted; they are told by mail.`});
      })
      // For someone who lost their phone and their recovery codes (issue 23); one's own goes through the profile.
      .delete('/:id/two-step', auth.requireRecentStep, async (c) => {
        const id = c.req.param('id');
        if (id === c.get('user').id) return fail(c, 403, OWN_TWO_STEP_MESSAGE);
        const user = await deps.store.resetTwoStep({id}, actorOf(c), deps.now());
        if (!user) return notFound(c, 'account');
        deps.background.track(
          twoStepResetMail(user.language, deps.config.publicUrl)
            .then((mail) => deps.mailer.send({to: user.email, ...mail}))
            .catch((error: unknown) => console.error('The two-step reset notice was not sent:', error)),
        );
        return ok(c, {message: `The two-step sign-in of ${user.fullName} is reset; they are told by mail.`});
      })
  );
}
