// Expired codes, tokens, sessions and rate counters are deleted now and then, so the tables do not grow without bound.
import type {AuthContext} from './auth-context.ts';

const PRUNE_EVERY_MS = 3_600_000;
const lastPruned = new WeakMap<AuthContext, number>();

/** Prunes at most once an hour per context; errors are logged, never thrown into the request. */
export async function pruneAuthRecordsHourly(context: AuthContext): Promise<void> {
  const now = context.now();
  if (now - (lastPruned.get(context) ?? 0) < PRUNE_EVERY_MS) return;
  lastPruned.set(context, now);
  try {
    await context.store.pruneAuthRecords(now);
    await context.store.pruneRateCounters(now);
  } catch (error) {
    console.error('Pruning auth records failed:', error);
  }
}
