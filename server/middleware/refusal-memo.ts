// A process's memory of the keys it has just seen refused (issue 19 #6). Every counted hit is a write to the
// shared counter; a client far over its limit would otherwise cost one synced write per refused request and
// starve everything else. The database stays the source of truth: a refusal is remembered for a few
// seconds at most, so another instance's reset (a completed password reset forgets the counters) is seen
// here within that time, and the memory is bounded, oldest first.

/** How long a refusal is answered from memory before the database is asked again. */
export const REFUSAL_MEMORY_MS = 5_000;
/** Keys remembered at most; beyond that the oldest is forgotten (it then costs one write again). */
export const REFUSAL_MEMORY_KEYS = 10_000;

export type RefusalMemo = {
  /** When the remembered refusal of `key` ends, or null when the database must be asked. */
  refusedUntil(key: string, now: number): number | null;
  /** Remembers that `key` is refused until its window ends at `resetAt`. */
  remember(key: string, resetAt: number, now: number): void;
  forget(key: string): void;
};

export function createRefusalMemo(): RefusalMemo {
  // key -> [window end, when to ask the database again]; Map order is insertion order, so first is oldest.
  const refused = new Map<string, [number, number]>();
  return {
    refusedUntil(key, now) {
      const entry = refused.get(key);
      if (!entry) return null;
      if (entry[1] > now) return entry[0];
      refused.delete(key);
      return null;
    },
    remember(key, resetAt, now) {
      refused.delete(key);
      if (refused.size >= REFUSAL_MEMORY_KEYS) refused.delete(refused.keys().next().value as string);
      refused.set(key, [resetAt, Math.min(resetAt, now + REFUSAL_MEMORY_MS)]);
    },
    forget(key) {
      refused.delete(key);
    },
  };
}
