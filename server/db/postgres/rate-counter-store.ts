// RateCounterStore on PostgreSQL: one upsert per hit. INSERT ... ON CONFLICT DO UPDATE takes the row lock,
// so hits from every instance at once each see the count before them: none is lost, none counted twice.
import type {RateCount, RateCounterStore} from '../rate-counter-store.ts';
import type {Row} from '../rows.ts';
import type {Sql} from './connect.ts';

const toCount = (row: Row | undefined): RateCount =>
  row ? {count: Number(row.count), resetAt: Number(row.reset_at)} : {count: 0, resetAt: 0};

/** The PostgreSQL counters over a migrated database (table rate_counters, migration 003). */
export function createPostgresRateCounterStore(sql: Sql): RateCounterStore {
  return {
    async hitRateCounter(key, windowMs, now) {
      const [row] = await sql`INSERT INTO rate_counters (key, count, reset_at)
        VALUES (${key}, 1, ${now}::bigint + ${windowMs}::bigint)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_counters.reset_at <= ${now}::bigint THEN 1 ELSE rate_counters.count + 1 END,
          reset_at = CASE WHEN rate_counters.reset_at <= ${now}::bigint
            THEN ${now}::bigint + ${windowMs}::bigint ELSE rate_counters.reset_at END
        RETURNING count, reset_at`;
      return toCount(row);
    },
    async peekRateCounter(key, now) {
      const [row] =
        await sql`SELECT count, reset_at FROM rate_counters WHERE key = ${key} AND reset_at > ${now}`;
      return toCount(row);
    },
    async forgetRateCounters(prefix) {
      await sql`DELETE FROM rate_counters WHERE starts_with(key, ${prefix})`;
    },
    async pruneRateCounters(now) {
      return (await sql`DELETE FROM rate_counters WHERE reset_at <= ${now}`).count;
    },
  };
}
