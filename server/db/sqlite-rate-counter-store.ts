// RateCounterStore on node:sqlite: one upsert per hit, so concurrent processes never lose a count.
import type {DatabaseSync} from 'node:sqlite';
import type {RateCount, RateCounterStore} from './rate-counter-store.ts';

/** The SQLite counters over an open, migrated database (table rate_counters, migration 003). */
export function createSqliteRateCounterStore(db: DatabaseSync): RateCounterStore {
  const hit = db.prepare(`
    INSERT INTO rate_counters (key, count, reset_at) VALUES (:key, 1, :now + :windowMs)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_counters.reset_at <= :now THEN 1 ELSE rate_counters.count + 1 END,
      reset_at = CASE WHEN rate_counters.reset_at <= :now THEN :now + :windowMs ELSE rate_counters.reset_at END
    RETURNING count, reset_at`);
  const peek = db.prepare('SELECT count, reset_at FROM rate_counters WHERE key = ? AND reset_at > ?');
  const forget = db.prepare('DELETE FROM rate_counters WHERE substr(key, 1, length(?)) = ?');
  const prune = db.prepare('DELETE FROM rate_counters WHERE reset_at <= ?');
  const toCount = (row: Record<string, unknown> | undefined): RateCount =>
    row ? {count: Number(row.count), resetAt: Number(row.reset_at)} : {count: 0, resetAt: 0};

  return {
    async hitRateCounter(key, windowMs, now) {
      return toCount(hit.get({key, now, windowMs}));
    },
    async peekRateCounter(key, now) {
      return toCount(peek.get(key, now));
    },
    async forgetRateCounters(prefix) {
      forget.run(prefix, prefix);
    },
    async pruneRateCounters(now) {
      return Number(prune.run(now).changes);
    },
  };
}
