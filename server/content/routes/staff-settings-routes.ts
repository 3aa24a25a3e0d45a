// The smaller staff areas: partner origins (admin; effective on the
// next request because the CORS check reads the table), and each anchor project's goal.
import {Hono} from 'hono';
import {goalCentsOf, originOf, partnerOriginRules, projectGoalRules} from '../../../core/rules/index.ts';
import type {AuthService} from '../../accounts/auth-service.ts';
import {actorOf, notFound, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import type {ContentStores} from '../store/content-stores.ts';

/** Mounted at /api/staff/partner-origins (admin only). DELETE takes `?origin=`. */
export function partnerOriginRoutes(deps: AppDeps<ContentStores>, auth: AuthService): Hono<StaffEnv> {
  return (
    new Hono<StaffEnv>()
      .use(auth.requireRole('admin'))
      .get('/', async (c) => ok(c, {partnerOrigins: await deps.store.listPartnerOrigins()}))
      // Who may write to the API from another site: a second step within 10 minutes (issue 23).
      .post('/', auth.requireRecentStep, async (c) => {
        const body = await parseJsonBody(c, partnerOriginRules);
        if (!body.ok) return body.response;
        const origin = originOf(body.value.origin)!;
        const result = await deps.store.addPartnerOrigin(origin, actorOf(c), deps.now());
        const message = result.added
          ? `${origin} may now send the volunteer form.`
          : `${origin} is already a partner.`;
        return ok(c, {message, partnerOrigin: result.origin}, result.added ? 201 : 200);
      })
      .delete('/', auth.requireRecentStep, async (c) => {
        const origin = originOf(c.req.query('origin') ?? '');
        if (!origin)
          return fail(c, 400, 'Name the origin to remove with ?origin=.', {origin: 'Origin is required.'});
        const removed = await deps.store.removePartnerOrigin(origin, actorOf(c), deps.now());
        if (!removed) return notFound(c, 'partner origin');
        return ok(c, {message: `${origin} can no longer send the volunteer form.`, partnerOrigin: removed});
      })
  );
}

/** Mounted at /api/staff/projects: the anchor projects and their goals. */
export function projectRoutes(deps: AppDeps<ContentStores>): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/', async (c) => ok(c, {projects: await deps.store.listAnchorProjects()}))
    .put('/:id', async (c) => {
      const body = await parseJsonBody(c, projectGoalRules);
      if (!body.ok) return body.response;
      const change = await deps.store.changeProjectGoal(
        c.req.param('id'),
        goalCentsOf(body.value),
        actorOf(c),
        deps.now(),
      );
      if (!change) return notFound(c, 'project');
      return ok(c, {message: 'The goal is saved.', project: change.after});
    });
}
