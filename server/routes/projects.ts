// GET /api/projects: the anchor projects with their goals; pages compute every figure from these and the ledger.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import type {ContentCache} from '../http/content-cache.ts';

export function projectsRoutes(deps: AppDeps, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'projects', {
      topics: ['projects'],
      load: async () => ({projects: await deps.store.listAnchorProjects()}),
    }),
  );
}
