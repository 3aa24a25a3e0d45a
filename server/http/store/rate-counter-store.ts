// Rate-limit counters, kept in the database so every process on it counts together (a limit that lives in
// one process's memory is multiplied by the number of processes, and forgotten on every restart).
// Implemented for SQLite here and for PostgreSQL beside it; the SQL stays plain so both read alike.

/** One counter's state: hits in the current window and when the window ends (ms since the epoch). */
export type RateCount = {count: number; resetAt: number};

export type RateCounterStore = {
  /**
   * Counts one hit (or `amount`, e.g. rows read) under `key`, atomically (one statement), and answers the count so far. A window starts at
   * the first hit and lasts `windowMs`; a hit after it ended starts a new one at 1.
   */
  hitRateCounter(key: string, windowMs: number, now: number, amount?: number): Promise<RateCount>;
  /** The counter as it stands, without counting; `{count: 0}` when there is none or its window ended. */
  peekRateCounter(key: string, now: number): Promise<RateCount>;
  /** Forgets every counter whose key starts with `prefix` (a good login, a completed password reset). */
  forgetRateCounters(prefix: string): Promise<void>;
  /** Deletes counters whose window ended; returns how many. */
  pruneRateCounters(now: number): Promise<number>;
};
