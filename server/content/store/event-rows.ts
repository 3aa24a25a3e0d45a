// Events and sign-ups as the content and sign-up stores read them: the event row with its sign-up counts,
// a sign-up's place in the queue, and the mappers from those rows to the API's records.
import {type Insertable, type Kysely, sql} from 'kysely';
import type {EventFields, MyEvent, SignupStatus, StaffSignup} from '../../../core/events/index.ts';
import {type Row, toEvent, translationColumns} from '../../db/rows.ts';
import type {Database, EventsTable} from '../../db/schema.ts';

/** Every column of `events e` plus its `confirmed_count` and `waiting_count` (what `toEvent` reads). */
export function eventsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('events as e')
    .selectAll('e')
    .select((eb) => {
      const signups = (status: SignupStatus) =>
        eb
          .selectFrom('event_signups as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.event_id', '=', 'e.id')
          .where('c.status', '=', status);
      return [signups('confirmed').as('confirmed_count'), signups('waiting').as('waiting_count')];
    });
}

/**
 * The 1-based place of sign-up `s` among its event's waiting list (first come, then lower id); meaningful
 * only while `s` is waiting. Select it where `s` names an `event_signups` row.
 */
export const WAITING_POSITION = sql<number>`(SELECT count(*) FROM event_signups w
  WHERE w.event_id = s.event_id AND w.status = 'waiting'
  AND (w.signed_up_at < s.signed_up_at OR (w.signed_up_at = s.signed_up_at AND w.id <= s.id)))`.as(
  'waiting_position',
);

/** An event's fields as the columns of `events`. */
export function eventColumns(fields: EventFields): Insertable<EventsTable> {
  return {
    type: fields.type,
    date: fields.date,
    description: fields.description,
    venue: fields.venue,
    time: fields.time,
    task: fields.task,
    needed_json: JSON.stringify(fields.needed),
    signed_up_json: JSON.stringify(fields.signedUp),
    ojt_hours: fields.ojtHours,
    ojt_total: fields.ojtTotal,
    capacity: fields.capacity,
    open_to_both: fields.openToBoth ? 1 : 0,
    ...translationColumns('events', fields.translations),
  };
}

/** An event row's staff-set fields (no id, no counts). */
export function fieldsOf(row: Row): EventFields {
  const {id: _id, placesLeft: _p, waitingCount: _w, ...fields} = toEvent(row);
  return fields;
}

const flag = (value: unknown) => Number(value) === 1;
const positionOf = (status: SignupStatus, row: Row) =>
  status === 'waiting' ? Number(row.waiting_position) : null;

/** A sign-up row (`s.*`) joined with its user and {@link WAITING_POSITION}. */
export function toStaffSignup(row: Row): StaffSignup {
  const status = String(row.status) as SignupStatus;
  return {
    id: String(row.id),
    userId: String(row.user_id),
    fullName: String(row.full_name),
    email: String(row.email),
    phoneNumber: String(row.phone_number),
    type: row.applicant_type === 'work' ? 'work' : 'volunteer',
    status,
    position: positionOf(status, row),
    signedUpAt: new Date(Number(row.signed_up_at)).toISOString(),
    attended: flag(row.attended),
    ojtHours: Number(row.ojt_hours),
    hoursApproved: flag(row.hours_approved),
  };
}

/** An events row joined with the user's sign-up (`signup_status`, `done_hours`, {@link WAITING_POSITION}). */
export function toMyEvent(row: Row): MyEvent {
  const status = String(row.signup_status) as SignupStatus;
  // The person's own view names nobody, like the public one (issue 19 #16).
  const {needed: _needed, signedUp: _signedUp, ...fields} = fieldsOf(row);
  return {
    ...fields,
    id: String(row.id),
    cancelled: row.cancelled_at !== null && row.cancelled_at !== undefined,
    signupStatus: status,
    position: positionOf(status, row),
    attended: flag(row.attended),
    ojtHours: Number(row.done_hours),
    hoursApproved: flag(row.hours_approved),
  };
}
