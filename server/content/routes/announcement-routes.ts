// GET /api/announcements: newest first.

import {Hono} from 'hono';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function announcementsRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'announcements', {
      topics: ['announcements'],
      load: async (): Promise<AnswerOf<'GET /announcements'>> => ({
        announcements: await deps.store.listAnnouncements(),
      }),
    }),
  );
}
