// Staff view of an event's sign-ups (full names, e-mail, phone) and the after-event record: attended,
// OJT hours, hours approved. Mounted at /api/staff/events beside the event CRUD.
import {Hono} from 'hono';
import {attendanceRules} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {ok, parseJsonBody} from '../../http/answers.ts';
import {actorOf, notFound, recordId, type StaffEnv} from './staff-context.ts';

export function signupStaffRoutes(deps: AppDeps): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/:id/signups', async (c) => {
      const id = recordId(c);
      const signups = id ? await deps.store.listSignups(id) : null;
      if (!signups) return notFound(c, 'event');
      return ok(c, {signups});
    })
    .patch('/:id/signups/:signupId', async (c) => {
      const id = recordId(c);
      const signupId = c.req.param('signupId');
      if (!id || !/^[1-9]\d{0,15}$/.test(signupId)) return notFound(c, 'sign-up');
      const body = await parseJsonBody(c, attendanceRules);
      if (!body.ok) return body.response;
      const change = await deps.store.recordAttendance(id, signupId, body.value, actorOf(c), deps.now());
      if (!change) return notFound(c, 'sign-up');
      return ok(c, {message: 'Saved.', signup: change.after});
    });
}
