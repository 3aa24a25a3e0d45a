// The console's Overview (issue 20): what waits for staff, counted in the database in three small reads.

import {eventsWithCounts} from '../../content/store/event-rows.ts';
import {toEvent} from '../../db/rows.ts';
import type {StoreContext} from '../../db/store-context.ts';
import {mailOutboxStore} from '../../mail/store/mail-outbox-rows.ts';
import type {OverviewStore} from './overview-store.ts';

/** The OverviewStore over either database. */
export function overviewStore(ctx: StoreContext): OverviewStore {
  const {db} = ctx;
  return {
    async staffOverview(today, eventCount) {
      const count = (rows: {n: unknown} | undefined) => Number(rows?.n ?? 0);
      const [applicants, messages, review, waiting, undelivered, events] = await Promise.all([
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('applicant_status', '=', 'new')
          .where('deleted_at', 'is', null)
          .where('role', '=', 'user')
          .executeTakeFirst(),
        db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('handled_at', 'is', null)
          .executeTakeFirst(),
        db
          .selectFrom('gifts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'review')
          .executeTakeFirst(),
        db
          .selectFrom('bank_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('outcome', '=', 'unmatched')
          .executeTakeFirst(),
        mailOutboxStore(ctx).countUndeliveredMails(),
        eventsWithCounts(db)
          .where('e.cancelled_at', 'is', null)
          .where('e.date', '>=', today)
          .orderBy('e.date')
          .orderBy('e.id')
          .limit(eventCount)
          .execute(),
      ]);
      return {
        newApplicants: count(applicants),
        unhandledMessages: count(messages),
        giftsToReview: count(review),
        transfersWaiting: count(waiting),
        mailsNotDelivered: undelivered,
        nextEvents: events.map((row) => {
          const {id, description, date, time, capacity, placesLeft, waitingCount} = toEvent(row);
          return {id, description, date, time, capacity, placesLeft, waitingCount};
        }),
      };
    },
  };
}
