// Event sign-ups (issue 14): join, withdraw, the waiting list, attendance and OJT hours, and the
// reminder claims. Race rules the PostgreSQL port must keep:
// - signUp/withdraw decide the place and promote inside ONE transaction that first locks the event row
//   (SQLite: BEGIN IMMEDIATE; PostgreSQL: SELECT ... FROM events WHERE id = $1 FOR UPDATE), so two people
//   taking the last place at once get exactly one 'confirmed'.
// - claimReminders is ONE statement (UPDATE ... WHERE reminder_claimed_at IS NULL ... RETURNING), so each
//   reminder is claimed by one process only.
// Writes move contentVersion() (the public name lists change) and record activity rows for staff writes.
import type {EventFields, MyEvent, SignupStatus, StaffSignup} from '../../../core/events/index.ts';
import type {Language} from '../../../core/i18n/index.ts';
import type {Actor, Change} from '../../db/actor.ts';

export type {MyEvent, SignupStatus, StaffSignup};

/** The event and person a mail is about. */
export type SignupNotice = {
  signupId: string;
  eventId: string;
  event: EventFields;
  /** Who the notice is mailed to, and the language of their mails. */
  person: {id: string; fullName: string; email: string; language: Language};
  /** The place as the notice is written (after the change it reports). */
  status: SignupStatus;
};

/** Why a sign-up was refused. */
export type SignupRefusal = 'no-event' | 'closed' | 'wrong-type' | 'already';

/** What staff change on a sign-up after the event. */
export type AttendanceChanges = {attended?: boolean; ojtHours?: number; hoursApproved?: boolean};

export type EventSignupStore = {
  /**
   * Signs the user up: 'confirmed' while places are left (capacity minus offline names minus confirmed),
   * else 'waiting'. Refused for a missing, cancelled or past event (`today` is YYYY-MM-DD, Singapore), an
   * event not for the user's application type (unless open to both), or one already joined.
   */
  signUp(
    eventId: string,
    userId: string,
    now: number,
    today: string,
  ): Promise<
    | {ok: true; status: 'confirmed' | 'waiting'; position: number | null; notice: SignupNotice}
    | {ok: false; reason: SignupRefusal}
  >;
  /** Withdraws; a freed place goes to the first on the waiting list, returned in `promoted`. */
  withdraw(
    eventId: string,
    userId: string,
    now: number,
  ): Promise<{notice: SignupNotice; promoted: SignupNotice[]} | null>;
  /**
   * Who has a place at each upcoming volunteer event (from `fromDate`, not cancelled), per event id:
   * staff-added names first, then confirmed sign-ups in order. Only people who chose to show it appear by
   * first name; everyone else as UNNAMED_VOLUNTEER (issue 19 #16). For signed-in people only.
   */
  listVolunteerEventNames(fromDate: string): Promise<Record<string, string[]>>;
  /**
   * Approves, in one step, the hours staff entered for everyone who came to the event and whose hours
   * wait for approval; one Activity line names them. Answers how many were approved (null: no event).
   */
  approveHours(eventId: string, actor: {id: string; email: string}, now: number): Promise<number | null>;
  /** The user's events, any status but withdrawn, oldest first. */
  listMyEvents(userId: string): Promise<MyEvent[]>;
  /** When an event is (its Singapore day and start time), or null when there is no such event. */
  eventTimes(eventId: string): Promise<{date: string; time: string} | null>;
  /** Everyone signed up for an event (withdrawn included), confirmed first then the queue. */
  listSignups(eventId: string): Promise<StaffSignup[] | null>;
  /** Records attendance, hours and approval for one sign-up of the event; logged as `actor`. */
  recordAttendance(
    eventId: string,
    signupId: string,
    changes: AttendanceChanges,
    actor: Actor,
    now: number,
  ): Promise<Change<StaffSignup> | null>;
  /**
   * Claims every unclaimed reminder of confirmed sign-ups for events on `date` (not cancelled), in one
   * statement, for process `claimer`; another process's later call gets none of them.
   */
  claimReminders(date: string, claimer: string, now: number): Promise<SignupNotice[]>;
  /** Gives a claim back (the mail failed), so a later run tries again. */
  releaseReminder(signupId: string): Promise<void>;
};

/** Why an event edit was refused: `confirmed` signed up here and `offline` added by staff, for `capacity`. */
export type PlacesRefusal = {capacity: number; confirmed: number; offline: number};
