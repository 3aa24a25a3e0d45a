// Expired codes, tokens, sessions and rate counters are deleted now and then, so the tables do not grow without
// bound. Other domains' records with a keeping period (donors' ID numbers, My gifts links) join the same
// hourly round: the app hands their prunes in (app.ts), so accounts knows nothing of gifts.
import type {AuthContext} from './auth-context.ts';

const PRUNE_EVERY_MS = 3_600_000;

/** One deletion of what is past its keeping period, as of `now`. */
export type Prune = (now: number) => Promise<unknown>;

/** A prune that runs at most once an hour (per service); errors are logged, never thrown into the request. */
export function hourlyPrune(context: AuthContext, others: readonly Prune[] = []): () => Promise<void> {
  let lastPruned = 0;
  return async () => {
    const now = context.now();
    if (now - lastPruned < PRUNE_EVERY_MS) return;
    lastPruned = now;
    try {
      await context.store.pruneAuthRecords(now);
      await context.store.pruneRateCounters(now);
      for (const prune of others) await prune(now);
    } catch (error) {
      console.error('Pruning auth records failed:', error);
    }
  };
}
