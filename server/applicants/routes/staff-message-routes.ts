// The contact inbox for staff: the messages people sent, marked handled or waiting.
import {Hono} from 'hono';
import {messageHandledRules} from '../../../core/rules/index.ts';
import {actorOf, notFound, pageOf, recordId, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {ok, parseJsonBody} from '../../http/answers.ts';
import type {ApplicantStores} from '../store/applicant-stores.ts';

/** Mounted at /api/staff/messages. */
export function messageRoutes(deps: AppDeps<ApplicantStores>): Hono<StaffEnv> {
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
