// Places at an event when staff edit it (issue 19 #7), inside the edit's transaction and under the event's
// row lock: an edit may not leave more people holding places than the event has (people already signed
// up keep their place; staff are asked to raise the places or take people off first), and places freed by
// a larger capacity or fewer staff-added names go at once to the waiting list, first come first.
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import type {StoreContext} from '../../db/store-context.ts';
import type {PlacesRefusal} from './place-store.ts';

async function confirmedCount({db}: StoreContext, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The refusal when `capacity` cannot hold the confirmed sign-ups and `offline` staff-added names. */
export async function placesRefusal(
  tx: StoreContext,
  eventId: number,
  {capacity, offline}: {capacity: number; offline: number},
): Promise<PlacesRefusal | null> {
  const confirmed = await confirmedCount(tx, eventId);
  return confirmed + offline > capacity ? {capacity, confirmed, offline} : null;
}

/**
 * Confirms people from the waiting list, first come first, while the event has places free; returns the
 * ids of the sign-ups moved up (their mails go out after the commit). Nobody moves up at a cancelled or
 * past event: "you have a place" would send them to an event that is not happening.
 */
export async function promoteIntoFreePlaces(
  tx: StoreContext,
  eventId: number,
  now: number,
): Promise<number[]> {
  const event = await tx.db
    .selectFrom('events')
    .select(['capacity', 'signed_up_json', 'cancelled_at', 'date'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  if (event.cancelled_at !== null || event.date < singaporeDate(now)) return [];
  const offline = (JSON.parse(event.signed_up_json) as unknown[]).length;
  const free = Number(event.capacity) - offline - (await confirmedCount(tx, eventId));
  if (free <= 0) return [];
  const next = await tx.db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'waiting')
    .orderBy('signed_up_at')
    .orderBy('id')
    .limit(free)
    .execute();
  const ids = next.map((row) => row.id);
  if (ids.length > 0) {
    await tx.db
      .updateTable('event_signups')
      .set({status: 'confirmed', updated_at: now})
      .where('id', 'in', ids)
      .execute();
  }
  return ids;
}
