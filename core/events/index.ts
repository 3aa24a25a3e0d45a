// Events and places at them: the records the API sends and the events' times.

export {
  type EventFields,
  type EventRow,
  type EventType,
  type PublicEvent,
  UNNAMED_VOLUNTEER,
} from './event-records.ts';
export {
  type ClockTime,
  clockValue,
  type EventTime,
  eventHasStarted,
  formatClock,
  formatEventTime,
  parseEventTime,
  storedEventTime,
} from './event-time.ts';
export type {MyEvent, SignupStatus, StaffSignup} from './place-records.ts';
