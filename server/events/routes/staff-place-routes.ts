// Staff view of an event's sign-ups (full names, e-mail, phone) and the after-event record: attended,
// OJT hours, hours approved. Mounted at /api/staff/events beside the event CRUD.
import {Hono} from 'hono';
import {eventHasStarted} from '../../../core/events/index.ts';
import {attendanceRules} from '../../../core/rules/index.ts';
import {actorOf, notFound, recordId, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import type {EventStores} from '../store/event-stores.ts';

/** The answer to attendance recorded too early. */
export const NOT_STARTED = 'Attendance and hours can be recorded once the event has started.';

export function signupStaffRoutes(deps: AppDeps<EventStores>): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/:id/signups', async (c) => {
      const id = recordId(c);
      const signups = id ? await deps.store.listSignups(id) : null;
      if (!signups) return notFound(c, 'event');
      return ok(c, {signups});
    })
    .post('/:id/signups/approve-hours', async (c) => {
      const id = recordId(c);
      const event = id ? await deps.store.eventTimes(id) : null;
      if (!id || !event) return notFound(c, 'event');
      if (!eventHasStarted(event.date, event.time, deps.now())) return fail(c, 409, NOT_STARTED);
      const approved = await deps.store.approveHours(id, actorOf(c), deps.now());
      const message =
        approved === 0
          ? 'No hours are waiting for approval.'
          : `Approved the hours of ${approved === 1 ? '1 person' : `${approved} people`}.`;
      return ok(c, {message, approved});
    })
    .patch('/:id/signups/:signupId', async (c) => {
      const id = recordId(c);
      const signupId = c.req.param('signupId');
      if (!id || !/^[1-9]\d{0,15}$/.test(signupId)) return notFound(c, 'sign-up');
      const body = await parseJsonBody(c, attendanceRules);
      if (!body.ok) return body.response;
      // Attendance and hours are facts of a day that has come (issue 20).
      const event = await deps.store.eventTimes(id);
      if (!event) return notFound(c, 'sign-up');
      if (!eventHasStarted(event.date, event.time, deps.now())) return fail(c, 409, NOT_STARTED);
      const change = await deps.store.recordAttendance(id, signupId, body.value, actorOf(c), deps.now());
      if (!change) return notFound(c, 'sign-up');
      return ok(c, {message: 'Saved.', signup: change.after});
    });
}
