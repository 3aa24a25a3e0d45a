// GET /api/health, the readiness a load balancer asks: 200 only after the database answered a real query
// and took a write (issue 54 #9: a full disk used to answer 200 while every write failed with 500).
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {fail, ok} from './answers.ts';

/** How often at most a process writes its probe; checks in between are answered with the last outcome. */
export const WRITE_PROBE_EVERY_MS = 1000;

/** `probe` at most once per `everyMs` of `now`; calls in between (and at once) share the last one's outcome. */
function throttled(probe: () => Promise<void>, now: () => number, everyMs: number): () => Promise<void> {
  let last: {at: number; outcome: Promise<void>} | null = null;
  return () => {
    const at = now();
    if (last === null || at - last.at >= everyMs || at < last.at) last = {at, outcome: probe()};
    return last.outcome;
  };
}

/** What health asks of the database: that it answers, and that it takes a write. */
type HealthProbes = {ping(): Promise<void>; probeWrite(now: number): Promise<void>};

export function healthRoutes(deps: AppDeps<HealthProbes>): Hono {
  const probeWrite = throttled(() => deps.store.probeWrite(deps.now()), deps.now, WRITE_PROBE_EVERY_MS);
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.store.ping();
    } catch (error) {
      console.error('health check: database did not answer', error);
      return fail(c, 503, 'The database is not answering.');
    }
    try {
      await probeWrite();
    } catch (error) {
      console.error('health check: database took no write', error);
      return fail(c, 503, 'The database is not taking writes.');
    }
    return ok(c, {ok: true});
  });
}
