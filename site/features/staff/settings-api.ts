// The console's calls for partner sites, project goals and audit reports (see staff-api.ts for why
// they live in the site and not in core/api).
import type {Api, CallOptions} from '../../../core/api/index.ts';
import type {AnchorProject, AuditReport} from '../../../core/content/index.ts';
import type {PartnerOrigin} from '../../../core/staff/index.ts';

/** GET /staff/partner-origins (administrators). */
export function listPartnerOrigins(api: Api, options?: CallOptions) {
  return api.send<{partnerOrigins: PartnerOrigin[]}>({method: 'get', path: 'staff/partner-origins'}, options);
}

/** POST /staff/partner-origins: any address on the partner's site; the server keeps its origin. */
export function addPartnerOrigin(api: Api, origin: string) {
  return api.send<{message: string}>({method: 'post', path: 'staff/partner-origins', json: {origin}});
}

/** DELETE /staff/partner-origins?origin=<origin>. */
export function removePartnerOrigin(api: Api, origin: string) {
  return api.send<{message: string}>({
    method: 'delete',
    path: 'staff/partner-origins',
    searchParams: {origin},
  });
}

/** GET /staff/projects: the anchor projects with their goals. */
export function listProjects(api: Api, options?: CallOptions) {
  return api.send<{projects: AnchorProject[]}>({method: 'get', path: 'staff/projects'}, options);
}

/** PUT /staff/projects/:id: the goal in dollars, or null for none. */
export function saveProjectGoal(api: Api, id: string, goal: string | null) {
  return api.send<{message: string}>({
    method: 'put',
    path: `staff/projects/${encodeURIComponent(id)}`,
    json: {goal},
  });
}

/** GET /staff/audit-reports. */
export function listAuditReports(api: Api, options?: CallOptions) {
  return api.send<{auditReports: AuditReport[]}>({method: 'get', path: 'staff/audit-reports'}, options);
}

/** POST /staff/audit-reports (multipart `year`, `file`): publishes or replaces that year's PDF. */
export function uploadAuditReport(api: Api, year: string, file: File) {
  const body = new FormData();
  body.set('year', year);
  body.set('file', file);
  return api.send<{message: string}>({method: 'post', path: 'staff/audit-reports', body});
}

/** DELETE /staff/audit-reports/:year. */
export function removeAuditReport(api: Api, year: number) {
  return api.send<{message: string}>({method: 'delete', path: `staff/audit-reports/${year}`});
}
