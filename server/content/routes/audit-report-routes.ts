// GET /api/audit-reports: one PDF link per audited year.

import {Hono} from 'hono';
import type {AnswerOf} from '../../../core/wire/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentCache} from '../cache/content-cache.ts';
import type {ContentStores} from '../store/content-stores.ts';

export function auditReportsRoutes(deps: AppDeps<ContentStores>, cache: ContentCache): Hono {
  return new Hono().get('/', (c) =>
    cache.answer(c, 'audit-reports', {
      topics: ['audit-reports'],
      load: async (): Promise<AnswerOf<'GET /audit-reports'>> => ({
        auditReports: await deps.store.listAuditReports(),
      }),
    }),
  );
}
