// The signed-in user's event sign-ups: join or leave an event, and their own events with OJT hours.

import type {EventNamesAnswer, MyEventsAnswer, SignupAnswer} from '../wire/index.ts';
import type {Call} from './call.ts';
import {callRoute} from './call-route.ts';
import type {ApiResult, CallOptions} from './result.ts';

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
  return {
    signUpForEvent: (id, options) => callRoute(call, 'POST /events/:id/signup', {params: {id}}, options),
    withdrawFromEvent: (id, options) => callRoute(call, 'DELETE /events/:id/signup', {params: {id}}, options),
    getMyEvents: (options) => callRoute(call, 'GET /me/events', {}, options),
    getVolunteerEventNames: (options) =>
      callRoute(call, 'GET /events/names', {searchParams: {type: 'volunteer'}}, options),
  };
}
