// GET /api/contributors: every contribution, grouped by the client.

import {Hono} from 'hono';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function contributorsRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'contributors', {
      topics: ['contributors', 'projects'],
      load: async (): Promise<AnswerOf<'GET /contributors'>> => ({
        contributors: await deps.store.listContributors(),
      }),
    }),
  );
}
