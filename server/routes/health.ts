// GET /api/health: answers only after the database answered a real query.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {fail, ok} from '../http/answers.ts';

export function healthRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.store.ping();
    } catch (error) {
      console.error('health check: database did not answer', error);
      return fail(c, 503, 'The database is not answering.');
    }
    return ok(c, {ok: true});
  });
}
