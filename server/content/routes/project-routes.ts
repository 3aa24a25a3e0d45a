// GET /api/projects: the anchor projects with their goals; pages compute every figure from these and the ledger.

import {Hono} from 'hono';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function projectsRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'projects', {
      topics: ['projects'],
      load: async (): Promise<AnswerOf<'GET /projects'>> => ({
        projects: await deps.store.listAnchorProjects(),
      }),
    }),
  );
}
