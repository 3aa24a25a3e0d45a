// The console's calls for an event's sign-ups: who signed up, and attendance and OJT hours after it.
import type {Api, CallOptions} from '../../../core/api/index.ts';
import type {StaffSignup} from '../../../core/events/index.ts';

export type {StaffSignup};

/** What staff record after the event (decision 015: the table's two checkboxes). */
export type Attendance = {attended: boolean; ojtHours: number; hoursApproved: boolean};

const signupsPath = (eventId: string) => `staff/events/${encodeURIComponent(eventId)}/signups`;

/** GET /staff/events/:id/signups: confirmed first, then the waiting list, then withdrawn. */
export function listSignups(api: Api, eventId: string, options?: CallOptions) {
  return api.send<{signups: StaffSignup[]}>({method: 'get', path: signupsPath(eventId)}, options);
}

/** PATCH /staff/events/:id/signups/:signupId. */
export function recordAttendance(api: Api, eventId: string, signupId: string, body: Attendance) {
  return api.send<{message: string}>({
    method: 'patch',
    path: `${signupsPath(eventId)}/${encodeURIComponent(signupId)}`,
    json: body,
  });
}

/** POST /staff/events/:id/signups/approve-hours: every entered hour of those who came, approved at once. */
export function approveAllHours(api: Api, eventId: string) {
  return api.send<{message: string; approved: number}>({
    method: 'post',
    path: `${signupsPath(eventId)}/approve-hours`,
  });
}
