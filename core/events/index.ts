// Events and places at them: the records the API sends and the events' times.

export {
  type EventFields,
  type EventRow,
  type EventType,
  type PublicEvent,
  UNNAMED_VOLUNTEER,
} from './event-records.ts';
export {clockValue, eventHasStarted, formatEventTime, parseEventTime} from './event-time.ts';
export type {MyEvent, SignupStatus, StaffSignup} from './place-records.ts';
