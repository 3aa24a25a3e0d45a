// GET /api/expenditures: every expense, with its purpose.

import {Hono} from 'hono';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function expendituresRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'expenditures', {
      topics: ['expenditures', 'projects'],
      load: async (): Promise<AnswerOf<'GET /expenditures'>> => ({
        expenditures: await deps.store.listExpenditures(),
      }),
    }),
  );
}
