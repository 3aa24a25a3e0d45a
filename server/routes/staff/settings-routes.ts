// The smaller staff areas: the contact inbox (mark handled), partner origins (admin; effective on the
// next request because the CORS check reads the table), and each anchor project's goal.
import {Hono} from 'hono';
import {
  goalCentsOf,
  messageHandledRules,
  originOf,
  partnerOriginRules,
  projectGoalRules,
} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {AuthService} from '../../auth/auth-service.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {actorOf, notFound, pageOf, recordId, type StaffEnv} from './staff-context.ts';

/** Mounted at /api/staff/messages. */
export function messageRoutes(deps: AppDeps): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/', async (c) => {
      const handled = c.req.query('handled');
      const filter = handled === 'true' ? true : handled === 'false' ? false : undefined;
      return ok(c, await deps.store.listMessages({...pageOf(c), handled: filter}));
    })
    .patch('/:id', async (c) => {
      const id = recordId(c);
      if (!id) return notFound(c, 'message');
      const body = await parseJsonBody(c, messageHandledRules);
      if (!body.ok) return body.response;
      const change = await deps.store.setMessageHandled(id, body.value.handled, actorOf(c), deps.now());
      if (!change) return notFound(c, 'message');
      return ok(c, {
        message: body.value.handled ? 'Marked as handled.' : 'Marked as waiting.',
        inboxMessage: change.after,
      });
    });
}

/** Mounted at /api/staff/partner-origins (admin only). DELETE takes `?origin=`. */
export function partnerOriginRoutes(deps: AppDeps, auth: AuthService): Hono<StaffEnv> {
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
export function projectRoutes(deps: AppDeps): Hono<StaffEnv> {
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
