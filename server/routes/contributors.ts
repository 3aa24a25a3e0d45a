// GET /api/contributors: every contribution, grouped by the client.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {ok} from '../http/answers.ts';

export function contributorsRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => ok(c, {contributors: await deps.store.listContributors()}));
}
