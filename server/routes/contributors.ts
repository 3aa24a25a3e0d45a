// GET /api/contributors: every contribution, grouped by the client.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import type {ContentCache} from '../http/content-cache.ts';

export function contributorsRoutes(deps: AppDeps, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'contributors', {
      topics: ['contributors', 'projects'],
      load: async () => ({contributors: await deps.store.listContributors()}),
    }),
  );
}
