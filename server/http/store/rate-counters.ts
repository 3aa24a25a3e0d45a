// RateCounterStore: one upsert per hit. INSERT ... ON CONFLICT DO UPDATE runs under the row's lock
// (PostgreSQL) or the file's write lock (SQLite), so hits from every process at once each see the count
// before them: none is lost, none counted twice.
import {sql} from 'kysely';
import type {StoreContext} from '../../db/store-context.ts';
import type {RateCount, RateCounterStore} from './rate-counter-store.ts';

const toCount = (row: {count: number; reset_at: number} | undefined): RateCount =>
  row ? {count: Number(row.count), resetAt: Number(row.reset_at)} : {count: 0, resetAt: 0};

/** The counters over a migrated database (table rate_counters, migration 003). */
export function rateCounterStore(ctx: StoreContext): RateCounterStore {
  const {db} = ctx;
  return {
    async hitRateCounter(key, windowMs, now, amount = 1) {
      const windowEnded = sql<boolean>`rate_counters.reset_at <= ${now}`;
      const row = await db
        .insertInto('rate_counters')
        .values({key, count: amount, reset_at: now + windowMs})
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`CASE WHEN ${windowEnded} THEN ${amount} ELSE rate_counters.count + ${amount} END`,
            reset_at: sql`CASE WHEN ${windowEnded} THEN ${now + windowMs} ELSE rate_counters.reset_at END`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirst();
      return toCount(row);
    },
    async peekRateCounter(key, now) {
      const row = await db
        .selectFrom('rate_counters')
        .select(['count', 'reset_at'])
        .where('key', '=', key)
        .where('reset_at', '>', now)
        .executeTakeFirst();
      return toCount(row);
    },
    async forgetRateCounters(prefix) {
      await db
        .deleteFrom('rate_counters')
        .where(sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`)
        .execute();
    },
    async pruneRateCounters(now) {
      const result = await db.deleteFrom('rate_counters').where('reset_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
