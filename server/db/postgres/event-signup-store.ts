// EventSignupStore on PostgreSQL. signUp and withdraw lock the event row first (SELECT ... FOR UPDATE), so
// sign-ups for one event run one after another and the last place goes to exactly one person; reminder
// claims are one UPDATE ... RETURNING (each row claimed once). The row mappers are the SQLite store's.
import type {EventSignupStore, SignupNotice} from '../event-signup-store.ts';
import {EVENT_COUNTS, EVENT_SELECT, type Row, toEvent} from '../rows.ts';
import {fieldsOf, toMyEvent, toStaffSignup} from '../sqlite-event-signup-store.ts';
import type {Sql, Tx} from './connect.ts';
import type {ContentVersionFollower} from './content-version.ts';
import {logActivity} from './staff-store.ts';

/** Runs a write and notes it for the content version, committed or not (a rollback costs one rebuild). */
async function noting<T>(version: ContentVersionFollower, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    version.noteWrite();
  }
}

const isId = (id: string) => /^\d{1,18}$/.test(id);
const flag = (value: unknown) => Number(value) === 1;

async function notice(
  db: Sql | Tx,
  signupId: unknown,
  eventId: unknown,
  userId: unknown,
): Promise<SignupNotice> {
  const [event] = await db.unsafe(`${EVENT_SELECT} WHERE e.id = $1`, [String(eventId)], {prepare: true});
  const [user] = await db`SELECT id, full_name, email FROM users WHERE id = ${String(userId)}`;
  return {
    signupId: String(signupId),
    eventId: String(eventId),
    event: fieldsOf(event as Row),
    person: {id: String(user!.id), fullName: String(user!.full_name), email: String(user!.email)},
  };
}

async function positionOf(db: Sql | Tx, signupId: unknown, status: string): Promise<number | null> {
  if (status !== 'waiting') return null;
  const [row] =
    await db`SELECT count(*) AS n FROM event_signups w JOIN event_signups me ON me.id = ${String(signupId)}
    WHERE w.event_id = me.event_id AND w.status = 'waiting'
    AND (w.signed_up_at < me.signed_up_at OR (w.signed_up_at = me.signed_up_at AND w.id <= me.id))`;
  return Number(row?.n);
}

const SIGNUP_WITH_USER = `SELECT s.*, u.full_name, u.email, u.phone_number, u.applicant_type
  FROM event_signups s JOIN users u ON u.id = s.user_id`;

/**
 * The PostgreSQL EventSignupStore (the content triggers move the version on status changes for every
 * instance; `version` notes them here at once, so this instance's next public answer shows the change).
 */
export function createPostgresEventSignupStore(sql: Sql, version: ContentVersionFollower): EventSignupStore {
  const staffSignup = async (db: Sql | Tx, row: Row) =>
    toStaffSignup(row, await positionOf(db, row.id, String(row.status)));
  return {
    async signUp(eventId, userId, now, today) {
      if (!isId(eventId)) return {ok: false, reason: 'no-event'};
      return noting(version, () =>
        sql.begin(async (tx) => {
          const [event] = await tx`SELECT * FROM events WHERE id = ${eventId} FOR UPDATE`;
          const [user] = await tx`SELECT applicant_type FROM users WHERE id = ${userId}`;
          if (!event || !user) return {ok: false, reason: 'no-event'} as const;
          if (event.cancelled_at !== null || String(event.date) < today)
            return {ok: false, reason: 'closed'} as const;
          if (event.type !== user.applicant_type && !flag(event.open_to_both)) {
            return {ok: false, reason: 'wrong-type'} as const;
          }
          const [mine] =
            await tx`SELECT status FROM event_signups WHERE event_id = ${eventId} AND user_id = ${userId}`;
          if (mine && mine.status !== 'withdrawn') return {ok: false, reason: 'already'} as const;
          const [counted] = await tx.unsafe(`SELECT e.*, ${EVENT_COUNTS} FROM events e WHERE e.id = $1`, [
            eventId,
          ]);
          const status = toEvent(counted as Row).placesLeft > 0 ? 'confirmed' : 'waiting';
          const [row] =
            await tx`INSERT INTO event_signups (event_id, user_id, status, signed_up_at, updated_at)
          VALUES (${eventId}, ${userId}, ${status}, ${now}, ${now}) ON CONFLICT (event_id, user_id) DO UPDATE
          SET status = excluded.status, signed_up_at = excluded.signed_up_at, updated_at = excluded.updated_at,
          reminder_claimed_at = NULL, reminder_claimed_by = NULL RETURNING id`;
          const position = await positionOf(tx, row!.id, status);
          return {ok: true, status, position, notice: await notice(tx, row!.id, eventId, userId)} as const;
        }),
      );
    },
    async withdraw(eventId, userId, now) {
      if (!isId(eventId)) return null;
      return noting(version, () =>
        sql.begin(async (tx) => {
          await tx`SELECT id FROM events WHERE id = ${eventId} FOR UPDATE`;
          const [mine] =
            await tx`SELECT * FROM event_signups WHERE event_id = ${eventId} AND user_id = ${userId}`;
          if (!mine || mine.status === 'withdrawn') return null;
          await tx`UPDATE event_signups SET status = 'withdrawn', updated_at = ${now} WHERE id = ${mine.id}`;
          let promoted: SignupNotice | null = null;
          if (mine.status === 'confirmed') {
            const [next] = await tx`SELECT id, user_id FROM event_signups WHERE event_id = ${eventId}
            AND status = 'waiting' ORDER BY signed_up_at, id LIMIT 1`;
            if (next) {
              await tx`UPDATE event_signups SET status = 'confirmed', updated_at = ${now} WHERE id = ${next.id}`;
              promoted = await notice(tx, next.id, eventId, next.user_id);
            }
          }
          return {notice: await notice(tx, mine.id, eventId, userId), promoted};
        }),
      );
    },
    async listMyEvents(userId) {
      const rows = await sql.unsafe(
        `SELECT e.*, ${EVENT_COUNTS}, s.id AS signup_id, s.status AS signup_status, s.attended,
        s.ojt_hours AS done_hours, s.hours_approved FROM events e JOIN event_signups s ON s.event_id = e.id
        WHERE s.user_id = $1 AND s.status != 'withdrawn' ORDER BY e.date, e.id`,
        [userId],
        {prepare: true},
      );
      return Promise.all(
        rows.map(async (row) =>
          toMyEvent(row as Row, await positionOf(sql, row.signup_id, String(row.signup_status))),
        ),
      );
    },
    async listSignups(eventId) {
      if (!isId(eventId)) return null;
      const [event] = await sql`SELECT id FROM events WHERE id = ${eventId}`;
      if (!event) return null;
      const rows = await sql.unsafe(
        `${SIGNUP_WITH_USER} WHERE s.event_id = $1 ORDER BY CASE s.status WHEN 'confirmed' THEN 0
        WHEN 'waiting' THEN 1 ELSE 2 END, s.signed_up_at, s.id`,
        [eventId],
        {prepare: true},
      );
      return Promise.all(rows.map((row) => staffSignup(sql, row as Row)));
    },
    async recordAttendance(eventId, signupId, changes, actor, now) {
      if (!isId(eventId) || !isId(signupId)) return null;
      return sql.begin(async (tx) => {
        const read = async () =>
          (
            await tx.unsafe(`${SIGNUP_WITH_USER} WHERE s.id = $1 AND s.event_id = $2 FOR UPDATE OF s`, [
              signupId,
              eventId,
            ])
          )[0];
        const row = await read();
        if (!row) return null;
        const before = await staffSignup(tx, row as Row);
        const bit = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
        await tx`UPDATE event_signups SET attended = coalesce(${bit(changes.attended)}::integer, attended),
          ojt_hours = coalesce(${changes.ojtHours ?? null}::integer, ojt_hours),
          hours_approved = coalesce(${bit(changes.hoursApproved)}::integer, hours_approved), updated_at = ${now}
          WHERE id = ${signupId}`;
        const after = await staffSignup(tx, (await read()) as Row);
        await logActivity(tx, actor, now, {
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
      const claimed =
        await sql`UPDATE event_signups SET reminder_claimed_at = ${now}, reminder_claimed_by = ${claimer}
        WHERE reminder_claimed_at IS NULL AND status = 'confirmed' AND event_id IN
        (SELECT id FROM events WHERE date = ${date} AND cancelled_at IS NULL) RETURNING id, event_id, user_id`;
      return Promise.all(claimed.map((row) => notice(sql, row.id, row.event_id, row.user_id)));
    },
    async releaseReminder(signupId) {
      await sql`UPDATE event_signups SET reminder_claimed_at = NULL, reminder_claimed_by = NULL WHERE id = ${signupId}`;
    },
  };
}
