// EventSignupStore on node:sqlite. signUp and withdraw run in BEGIN IMMEDIATE transactions: SQLite lets
// one writer in at a time across every process on the file, so the count of places and the insert cannot
// interleave. Reminder claims are a single UPDATE ... RETURNING.
import type {DatabaseSync} from 'node:sqlite';
import type {EventFields} from '../../core/data/index.ts';
import {transaction} from './database.ts';
import type {
  AttendanceChanges,
  EventSignupStore,
  MyEvent,
  SignupNotice,
  SignupStatus,
  StaffSignup,
} from './event-signup-store.ts';
import {EVENT_COUNTS, EVENT_SELECT, type Row, toEvent} from './rows.ts';
import {activityLog} from './sqlite-activity.ts';
import type {WriteCounter} from './sqlite-content-store.ts';

const flag = (value: unknown) => Number(value) === 1;

/** An event row's staff-set fields (no id, no counts). */
export function fieldsOf(row: Row): EventFields {
  const {id: _id, placesLeft: _p, waitingCount: _w, ...fields} = toEvent(row);
  return fields;
}

function statements(db: DatabaseSync) {
  return {
    event: db.prepare(`${EVENT_SELECT} WHERE e.id = ?`),
    user: db.prepare('SELECT id, full_name, email, applicant_type FROM users WHERE id = ?'),
    mine: db.prepare('SELECT * FROM event_signups WHERE event_id = ? AND user_id = ?'),
    byId: db.prepare(`SELECT s.*, u.full_name, u.email, u.phone_number, u.applicant_type FROM event_signups s
      JOIN users u ON u.id = s.user_id WHERE s.id = ? AND s.event_id = ?`),
    insert: db.prepare(`INSERT INTO event_signups (event_id, user_id, status, signed_up_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (event_id, user_id) DO UPDATE SET status = ?3,
      signed_up_at = ?4, updated_at = ?4, reminder_claimed_at = NULL, reminder_claimed_by = NULL
      RETURNING id`),
    setStatus: db.prepare('UPDATE event_signups SET status = ?, updated_at = ? WHERE id = ?'),
    firstWaiting: db.prepare(`SELECT id, user_id FROM event_signups WHERE event_id = ? AND status = 'waiting'
      ORDER BY signed_up_at, id LIMIT 1`),
    position: db.prepare(`SELECT count(*) AS n FROM event_signups w JOIN event_signups me ON me.id = ?1
      WHERE w.event_id = me.event_id AND w.status = 'waiting'
      AND (w.signed_up_at < me.signed_up_at OR (w.signed_up_at = me.signed_up_at AND w.id <= me.id))`),
    forEvent:
      db.prepare(`SELECT s.*, u.full_name, u.email, u.phone_number, u.applicant_type FROM event_signups s
      JOIN users u ON u.id = s.user_id WHERE s.event_id = ?
      ORDER BY CASE s.status WHEN 'confirmed' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END, s.signed_up_at, s.id`),
    forUser: db.prepare(`SELECT e.*, ${EVENT_COUNTS}, s.id AS signup_id, s.status AS signup_status,
      s.attended, s.ojt_hours AS done_hours, s.hours_approved FROM events e
      JOIN event_signups s ON s.event_id = e.id WHERE s.user_id = ? AND s.status != 'withdrawn'
      ORDER BY e.date, e.id`),
    attendance: db.prepare(`UPDATE event_signups SET attended = coalesce(?, attended),
      ojt_hours = coalesce(?, ojt_hours), hours_approved = coalesce(?, hours_approved), updated_at = ?
      WHERE id = ?`),
    claim: db.prepare(`UPDATE event_signups SET reminder_claimed_at = ?1, reminder_claimed_by = ?2
      WHERE reminder_claimed_at IS NULL AND status = 'confirmed' AND event_id IN
      (SELECT id FROM events WHERE date = ?3 AND cancelled_at IS NULL) RETURNING id, event_id, user_id`),
    release: db.prepare(
      'UPDATE event_signups SET reminder_claimed_at = NULL, reminder_claimed_by = NULL WHERE id = ?',
    ),
  };
}

type Statements = ReturnType<typeof statements>;

function notice(s: Statements, signupId: unknown, eventId: unknown, userId: unknown): SignupNotice {
  const user = s.user.get(String(userId))!;
  return {
    signupId: String(signupId),
    eventId: String(eventId),
    event: fieldsOf(s.event.get(String(eventId))!),
    person: {id: String(user.id), fullName: String(user.full_name), email: String(user.email)},
  };
}

function positionOf(s: Statements, signupId: unknown, status: string): number | null {
  return status === 'waiting' ? Number(s.position.get(Number(signupId))?.n) : null;
}

/** A sign-up row joined with its user; `position` is the waiting-list place (null unless waiting). */
export function toStaffSignup(row: Row, position: number | null): StaffSignup {
  const status = String(row.status) as SignupStatus;
  return {
    id: String(row.id),
    userId: String(row.user_id),
    fullName: String(row.full_name),
    email: String(row.email),
    phoneNumber: String(row.phone_number),
    type: row.applicant_type === 'work' ? 'work' : 'volunteer',
    status,
    position,
    signedUpAt: new Date(Number(row.signed_up_at)).toISOString(),
    attended: flag(row.attended),
    ojtHours: Number(row.ojt_hours),
    hoursApproved: flag(row.hours_approved),
  };
}

/** An events row joined with the user's sign-up (`signup_status`, `done_hours`, ...). */
export function toMyEvent(row: Row, position: number | null): MyEvent {
  const status = String(row.signup_status) as SignupStatus;
  return {
    ...fieldsOf(row),
    id: String(row.id),
    cancelled: row.cancelled_at !== null && row.cancelled_at !== undefined,
    signupStatus: status,
    position,
    attended: flag(row.attended),
    ojtHours: Number(row.done_hours),
    hoursApproved: flag(row.hours_approved),
  };
}

/** The SQLite EventSignupStore; `writes` is the content store's counter (public name lists change). */
export function createSqliteEventSignupStore(db: DatabaseSync, writes: WriteCounter): EventSignupStore {
  const s = statements(db);
  const log = activityLog(db);
  const writing = <T>(fn: () => T): T => {
    try {
      return transaction(db, fn);
    } finally {
      writes.count++;
    }
  };

  return {
    async signUp(eventId, userId, now, today) {
      return writing(() => {
        const event = s.event.get(eventId);
        const user = s.user.get(userId);
        if (!event || !user) return {ok: false, reason: 'no-event'} as const;
        if (event.cancelled_at !== null || String(event.date) < today)
          return {ok: false, reason: 'closed'} as const;
        if (event.type !== user.applicant_type && !flag(event.open_to_both)) {
          return {ok: false, reason: 'wrong-type'} as const;
        }
        const existing = s.mine.get(eventId, userId);
        if (existing && existing.status !== 'withdrawn') return {ok: false, reason: 'already'} as const;
        const placesLeft = toEvent(event).placesLeft;
        const status = placesLeft > 0 ? 'confirmed' : 'waiting';
        const id = s.insert.get(eventId, userId, status, now)!.id;
        return {
          ok: true,
          status,
          position: positionOf(s, id, status),
          notice: notice(s, id, eventId, userId),
        } as const;
      });
    },
    async withdraw(eventId, userId, now) {
      return writing(() => {
        const mine = s.mine.get(eventId, userId);
        if (!mine || mine.status === 'withdrawn') return null;
        s.setStatus.run('withdrawn', now, Number(mine.id));
        let promoted: SignupNotice | null = null;
        const next = mine.status === 'confirmed' ? s.firstWaiting.get(eventId) : undefined;
        if (next) {
          s.setStatus.run('confirmed', now, Number(next.id));
          promoted = notice(s, next.id, eventId, next.user_id);
        }
        return {notice: notice(s, mine.id, eventId, userId), promoted};
      });
    },
    async listMyEvents(userId) {
      return s.forUser
        .all(userId)
        .map((row) => toMyEvent(row, positionOf(s, row.signup_id, String(row.signup_status))));
    },
    async listSignups(eventId) {
      if (!s.event.get(eventId)) return null;
      return s.forEvent
        .all(eventId)
        .map((row) => toStaffSignup(row, positionOf(s, row.id, String(row.status))));
    },
    async recordAttendance(eventId, signupId, changes: AttendanceChanges, actor, now) {
      return transaction(db, () => {
        const row = s.byId.get(signupId, eventId);
        if (!row) return null;
        const staffSignup = (r: Row) => toStaffSignup(r, positionOf(s, r.id, String(r.status)));
        const before = staffSignup(row);
        const bit = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
        s.attendance.run(
          bit(changes.attended),
          changes.ojtHours ?? null,
          bit(changes.hoursApproved),
          now,
          signupId,
        );
        const after = staffSignup(s.byId.get(signupId, eventId)!);
        log.record(actor, now, {
          action: 'attendance',
          targetType: 'signup',
          targetId: signupId,
          before,
          after,
        });
        return {before, after};
      });
    },
    async claimReminders(date, claimer, now) {
      const claimed = s.claim.all(now, claimer, date);
      return claimed.map((row) => notice(s, row.id, row.event_id, row.user_id));
    },
    async releaseReminder(signupId) {
      s.release.run(signupId);
    },
  };
}
