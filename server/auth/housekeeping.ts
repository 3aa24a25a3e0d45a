// Expired codes, tokens, sessions and rate counters are deleted now and then, so the tables do not grow without
// bound; so are donors' ID numbers once their keeping period is over.
import type {AuthContext} from './auth-context.ts';

const PRUNE_EVERY_MS = 3_600_000;

/** A prune that runs at most once an hour (per service); errors are logged, never thrown into the request. */
export function hourlyPrune(context: AuthContext): () => Promise<void> {
  let lastPruned = 0;
  return async () => {
    const now = context.now();
    if (now - lastPruned < PRUNE_EVERY_MS) return;
    lastPruned = now;
    try {
      await context.store.pruneAuthRecords(now);
      await context.store.pruneRateCounters(now);
      await context.store.pruneDonorAccess(now);
      // Donors' ID numbers past their keeping period (issue 22): hourly is often enough for a yearly edge.
      await context.store.purgeTaxIds(now);
    } catch (error) {
      console.error('Pruning auth records failed:', error);
    }
  };
}
