// EventSignupStore for both databases. signUp and withdraw decide the place and promote inside ONE
// transaction that first locks the event row (PostgreSQL: FOR UPDATE; SQLite: BEGIN IMMEDIATE already
// holds the file's write lock), so two people taking the last place at once get exactly one 'confirmed'.
// Reminder claims are ONE conditional UPDATE ... RETURNING, so each reminder is claimed by one process.
import {type ExpressionBuilder, sql} from 'kysely';
import {UNNAMED_VOLUNTEER} from '../../../core/events/index.ts';
import {
  eventsWithCounts,
  fieldsOf,
  toMyEvent,
  toStaffSignup,
  WAITING_POSITION,
} from '../../content/store/event-rows.ts';
import {recordActivity} from '../../db/activity.ts';
import {firstName, toEvent} from '../../db/rows.ts';
import type {Database} from '../../db/schema.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {inTransaction, noteContentWrite, type StoreContext} from '../../db/store-context.ts';
import {promoteIntoFreePlaces} from './event-places.ts';
import type {EventSignupStore, SignupNotice} from './place-store.ts';

// Ids are BIGINT on PostgreSQL, where a path like /events/abc would be an error: it is simply not found.
const isId = (id: string) => /^\d{1,15}$/.test(id);

/** The notices (event and person) of `signupIds`, in that order, in one query. */
export async function notices({db}: StoreContext, signupIds: readonly number[]): Promise<SignupNotice[]> {
  if (signupIds.length === 0) return [];
  const rows = await db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('e')
    .select(['s.id as signup_id', 's.status', 'u.id as person_id', 'u.full_name', 'u.email', 'u.language'])
    .where('s.id', 'in', signupIds)
    .execute();
  const bySignup = new Map(rows.map((row) => [row.signup_id, row]));
  return signupIds.map((signupId) => {
    const row = bySignup.get(signupId)!;
    return {
      signupId: String(signupId),
      eventId: String(row.id),
      event: fieldsOf(row),
      person: {id: row.person_id, fullName: row.full_name, email: row.email, language: row.language},
      status: row.status,
    };
  });
}

/**
 * Withdraws `userId` from event `eventId` inside `tx` (the event row locked first) and moves the waiting
 * list up into the place; null when they had no place to give up. For a person's own withdrawal and for
 * the deletion of an account, which each say it in Activity their own way.
 */
export async function withdrawIn(
  tx: StoreContext,
  eventId: number,
  userId: string,
  now: number,
): Promise<{notice: SignupNotice; promoted: SignupNotice[]; before: string} | null> {
  await lockEvent(tx, eventId);
  const mine = await tx.db
    .selectFrom('event_signups')
    .select(['id', 'status'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine || mine.status === 'withdrawn') return null;
  await tx.db
    .updateTable('event_signups')
    .set({status: 'withdrawn', updated_at: now})
    .where('id', '=', mine.id)
    .execute();
  const promotedIds = await promoteIntoFreePlaces(tx, eventId, now);
  noteContentWrite(tx, 'events');
  const [notice, ...promoted] = await notices(tx, [mine.id, ...promotedIds]);
  return {notice: notice!, promoted, before: mine.status};
}

/** Everyone with a place or on the waiting list of an event, as notices: who hears of a change to it. */
export async function peopleToTell(tx: StoreContext, eventId: number): Promise<SignupNotice[]> {
  const rows = await tx.db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', 'in', ['confirmed', 'waiting'])
    .orderBy('signed_up_at')
    .orderBy('id')
    .execute();
  return notices(
    tx,
    rows.map((row) => row.id),
  );
}

/** Serialises sign-ups for one event until the transaction ends. */
async function lockEvent(tx: StoreContext, eventId: number): Promise<void> {
  await rowLock(tx, tx.db.selectFrom('events').select('id').where('id', '=', eventId)).execute();
}

/** Sign-ups joined with their user and waiting-list place, as staff see them. */
const signupsWithUser = ({db}: StoreContext) =>
  db
    .selectFrom('event_signups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.full_name', 'u.email', 'u.phone_number', 'u.applicant_type', WAITING_POSITION]);

/** The EventSignupStore over `ctx` (the pool, or one open transaction). */
export function eventSignupStore(ctx: StoreContext): EventSignupStore {
  return {
    async signUp(eventId, userId, now, today) {
      if (!isId(eventId)) return {ok: false, reason: 'no-event'};
      const id = Number(eventId);
      return inTransaction(ctx, async (tx) => {
        await lockEvent(tx, id);
        // Counted after the lock: the places another sign-up just took are seen.
        const event = await eventsWithCounts(tx.db).where('e.id', '=', id).executeTakeFirst();
        const user = await tx.db
          .selectFrom('users')
          .select('applicant_type')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!event || !user) return {ok: false, reason: 'no-event'} as const;
        if (event.cancelled_at !== null || event.date < today) return {ok: false, reason: 'closed'} as const;
        if (event.type !== user.applicant_type && event.open_to_both !== 1) {
          return {ok: false, reason: 'wrong-type'} as const;
        }
        const mine = await tx.db
          .selectFrom('event_signups')
          .select('status')
          .where('event_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (mine && mine.status !== 'withdrawn') return {ok: false, reason: 'already'} as const;
        // Never ahead of the queue: while anyone waits, a newcomer waits too (issue 19 #7).
        const {placesLeft, waitingCount} = toEvent(event);
        const status = placesLeft > 0 && waitingCount === 0 ? 'confirmed' : 'waiting';
        const row = await tx.db
          .insertInto('event_signups')
          .values({event_id: id, user_id: userId, status, signed_up_at: now, updated_at: now})
          // Signing up again after withdrawing: a fresh place at the back, and a fresh reminder.
          .onConflict((conflict) =>
            conflict.columns(['event_id', 'user_id']).doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              signed_up_at: eb.ref('excluded.signed_up_at'),
              updated_at: eb.ref('excluded.updated_at'),
              reminder_claimed_at: null,
              reminder_claimed_by: null,
            })),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        noteContentWrite(tx, 'events');
        const placed = await tx.db
          .selectFrom('event_signups as s')
          .select(WAITING_POSITION)
          .where('s.id', '=', row.id)
          .executeTakeFirstOrThrow();
        const [notice] = await notices(tx, [row.id]);
        const position = status === 'waiting' ? Number(placed.waiting_position) : null;
        return {ok: true, status, position, notice: notice!} as const;
      });
    },
    async withdraw(eventId, userId, now) {
      if (!isId(eventId)) return null;
      const id = Number(eventId);
      return inTransaction(ctx, async (tx) => {
        const withdrawn = await withdrawIn(tx, id, userId, now);
        if (!withdrawn) return null;
        const {notice, promoted, before} = withdrawn;
        // Staff see it in Activity as well as in the event's list (issue 20); the person is the actor.
        await recordActivity(tx, {
          action: 'withdraw',
          targetType: 'signup',
          targetId: notice.signupId,
          actor: {id: userId, email: notice.person.email},
          at: now,
          before: {event: notice.event.description, eventDate: notice.event.date, status: before},
          after: {
            event: notice.event.description,
            eventDate: notice.event.date,
            status: 'withdrawn',
            movedUp: promoted.length,
          },
        });
        return {notice, promoted};
      });
    },
    async listVolunteerEventNames(fromDate) {
      const upcoming = (eb: ExpressionBuilder<Database, 'events'>) =>
        eb.and([
          // Only volunteer events: a Work event open to volunteers still lists trainees, whose names
          // are for staff alone (safeguarding, decision 023).
          eb('events.type', '=', 'volunteer'),
          eb('events.cancelled_at', 'is', null),
          eb('events.date', '>=', fromDate),
        ]);
      const [events, people] = await Promise.all([
        ctx.db.selectFrom('events').select(['id', 'signed_up_json']).where(upcoming).execute(),
        ctx.db
          .selectFrom('event_signups as s')
          .innerJoin('events', 'events.id', 's.event_id')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['s.event_id', 'u.full_name', 'u.show_first_name'])
          .where('s.status', '=', 'confirmed')
          .where(upcoming)
          .orderBy('s.signed_up_at')
          .orderBy('s.id')
          .execute(),
      ]);
      // Names staff typed from paper or phone sign-ups were never agreed to: listed unnamed as well.
      const names: Record<string, string[]> = Object.fromEntries(
        events.map((event) => [
          String(event.id),
          (JSON.parse(event.signed_up_json) as string[]).map(() => UNNAMED_VOLUNTEER),
        ]),
      );
      for (const person of people) {
        const shown = Number(person.show_first_name) === 1 ? firstName(person.full_name) : UNNAMED_VOLUNTEER;
        names[String(person.event_id)]?.push(shown);
      }
      return names;
    },
    async listMyEvents(userId) {
      const rows = await eventsWithCounts(ctx.db)
        .innerJoin('event_signups as s', 's.event_id', 'e.id')
        .select(['s.id as signup_id', 's.status as signup_status', 's.attended', 's.ojt_hours as done_hours'])
        .select(['s.hours_approved', WAITING_POSITION])
        .where('s.user_id', '=', userId)
        .where('s.status', '!=', 'withdrawn')
        .orderBy('e.date')
        .orderBy('e.id')
        .execute();
      return rows.map(toMyEvent);
    },
    async eventTimes(eventId) {
      if (!isId(eventId)) return null;
      const row = await ctx.db
        .selectFrom('events')
        .select(['date', 'time'])
        .where('id', '=', Number(eventId))
        .executeTakeFirst();
      return row ? {date: row.date, time: row.time} : null;
    },
    async listSignups(eventId) {
      if (!isId(eventId)) return null;
      const id = Number(eventId);
      const event = await ctx.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
      if (!event) return null;
      const rows = await signupsWithUser(ctx)
        .where('s.event_id', '=', id)
        .orderBy(sql`CASE s.status WHEN 'confirmed' THEN 0 WHEN 'waiting' THEN 1 ELSE 2 END`)
        .orderBy('s.signed_up_at')
        .orderBy('s.id')
        .execute();
      return rows.map(toStaffSignup);
    },
    async recordAttendance(eventId, signupId, changes, actor, now) {
      if (!isId(eventId) || !isId(signupId)) return null;
      const id = Number(signupId);
      return inTransaction(ctx, async (tx) => {
        const read = () =>
          signupsWithUser(tx)
            .where('s.id', '=', id)
            .where('s.event_id', '=', Number(eventId))
            .executeTakeFirst();
        // Locked first, so two staff recording at once each log the true "before".
        await rowLock(tx, tx.db.selectFrom('event_signups').select('id').where('id', '=', id)).execute();
        const row = await read();
        if (!row) return null;
        const before = toStaffSignup(row);
        const bit = (value: boolean) => (value ? 1 : 0);
        await tx.db
          .updateTable('event_signups')
          .set({
            updated_at: now,
            ...(changes.attended !== undefined && {attended: bit(changes.attended)}),
            ...(changes.ojtHours !== undefined && {ojt_hours: changes.ojtHours}),
            ...(changes.hoursApproved !== undefined && {hours_approved: bit(changes.hoursApproved)}),
          })
          .where('id', '=', id)
          .execute();
        const after = toStaffSignup((await read())!);
        // The event goes into the line at write time, so Activity can say where without another lookup.
        const event = await tx.db
          .selectFrom('events')
          .select(['description', 'date'])
          .where('id', '=', Number(eventId))
          .executeTakeFirstOrThrow();
        const where = {event: event.description, eventDate: event.date};
        const entry = {action: 'attendance', targetType: 'signup', targetId: signupId};
        await recordActivity(tx, {
          ...entry,
          actor,
          at: now,
          before: {...before, ...where},
          after: {...after, ...where},
        });
        return {before, after};
      });
    },
    async approveHours(eventId, actor, now) {
      if (!isId(eventId)) return null;
      const id = Number(eventId);
      return inTransaction(ctx, async (tx) => {
        await lockEvent(tx, id);
        const event = await tx.db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst();
        if (!event) return null;
        const waiting = signupsWithUser(tx)
          .where('s.event_id', '=', id)
          .where('s.attended', '=', 1)
          .where('s.ojt_hours', '>', 0)
          .where('s.hours_approved', '=', 0);
        const before = (await waiting.execute()).map(toStaffSignup);
        if (before.length === 0) return 0;
        await tx.db
          .updateTable('event_signups')
          .set({hours_approved: 1, updated_at: now})
          .where(
            'id',
            'in',
            before.map((signup) => Number(signup.id)),
          )
          .execute();
        const after = before.map((signup) => ({...signup, hoursApproved: true}));
        const described = await tx.db
          .selectFrom('events')
          .select(['description', 'date'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const where = {event: described.description, eventDate: described.date};
        const names = (list: typeof before) => list.map((signup) => signup.fullName);
        await recordActivity(tx, {
          action: 'approve-hours',
          targetType: 'event',
          targetId: eventId,
          actor,
          at: now,
          before: {...where, approved: [], people: before.length},
          after: {...where, approved: names(after), people: after.length},
        });
        return before.length;
      });
    },
    async claimReminders(date, claimer, now) {
      const claimed = await ctx.db
        .updateTable('event_signups')
        .set({reminder_claimed_at: now, reminder_claimed_by: claimer})
        .where('reminder_claimed_at', 'is', null)
        .where('status', '=', 'confirmed')
        .where('event_id', 'in', (eb) =>
          eb.selectFrom('events').select('id').where('date', '=', date).where('cancelled_at', 'is', null),
        )
        .returning('id')
        .execute();
      return notices(
        ctx,
        claimed.map((row) => row.id),
      );
    },
    async releaseReminder(signupId) {
      if (!isId(signupId)) return;
      await ctx.db
        .updateTable('event_signups')
        .set({reminder_claimed_at: null, reminder_claimed_by: null})
        .where('id', '=', Number(signupId))
        .execute();
    },
  };
}
