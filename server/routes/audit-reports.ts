// GET /api/audit-reports: one PDF link per audited year.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {ok} from '../http/answers.ts';

export function auditReportsRoutes(deps: AppDeps): Hono {
  return new Hono().get('/', async (c) => ok(c, {auditReports: await deps.store.listAuditReports()}));
}
