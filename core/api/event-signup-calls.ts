// The signed-in user's event sign-ups: join or leave an event, and their own events with OJT hours.
import type {EventType, MyEvent, SignupStatus} from '../data/index.ts';
import type {Call} from './call.ts';
import type {EventNamesAnswer} from './models.ts';
import type {ApiResult, CallOptions} from './result.ts';

export type {MyEvent, SignupStatus};

/** POST and DELETE /events/:id/signup. */
export type SignupAnswer = {
  message: string;
  signup: {eventId: string; status: SignupStatus; position: number | null};
};

/** GET /me/events. */
export type MyEventsAnswer = {
  /** The kind of application the person made: they may join that table's events and those open to both. */
  applicantType: EventType | null;
  upcoming: MyEvent[];
  past: MyEvent[];
  /** Approved hours of begun work events, hours staff entered but have not approved, and all hours on offer. */
  ojt: {hoursDone: number; hoursAwaitingApproval: number; hoursTotal: number};
};

/** The sign-up calls of the API client (they need a signed-in user). */
export type EventSignupCalls = {
  /** POST /events/:id/signup: a place, or a place on the waiting list when the event is full. */
  signUpForEvent: (eventId: string, options?: CallOptions) => Promise<ApiResult<SignupAnswer>>;
  /** DELETE /events/:id/signup. */
  withdrawFromEvent: (eventId: string, options?: CallOptions) => Promise<ApiResult<SignupAnswer>>;
  /** GET /me/events. */
  getMyEvents: (options?: CallOptions) => Promise<ApiResult<MyEventsAnswer>>;
  /** GET /events/names?type=volunteer: who has a place at each volunteer event, as they chose to be shown. */
  getVolunteerEventNames: (options?: CallOptions) => Promise<ApiResult<EventNamesAnswer>>;
};

/**
 * Builds the sign-up calls.
 *
 * @example
 * const {signUpForEvent} = eventSignupCalls(call);
 */
export function eventSignupCalls(call: Call): EventSignupCalls {
  const path = (eventId: string) => `events/${encodeURIComponent(eventId)}/signup`;
  return {
    signUpForEvent: (eventId, options) => call({method: 'post', path: path(eventId)}, options),
    withdrawFromEvent: (eventId, options) => call({method: 'delete', path: path(eventId)}, options),
    getMyEvents: (options) => call({method: 'get', path: 'me/events'}, options),
    getVolunteerEventNames: (options) =>
      call({method: 'get', path: 'events/names', searchParams: {type: 'volunteer'}}, options),
  };
}
