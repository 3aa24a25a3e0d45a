// /api/staff: every route needs a signed-in user whose role (read from the database on each request)
// is staff or admin; some areas are admin only. No token 401, a user 403.
import {Hono} from 'hono';
import type {AppDeps} from '../../app-deps.ts';
import type {AuthService} from '../../auth/auth-service.ts';
import {singaporeDate} from '../../events/singapore-date.ts';
import {ok} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import {accountsRoutes} from './accounts-routes.ts';
import {applicantRoutes} from './applicant-routes.ts';
import {auditRoutes} from './audit-routes.ts';
import {giftExportRoutes} from './gift-export-routes.ts';
import {giftFileRoutes} from './gift-file-routes.ts';
import {giftStaffRoutes} from './gift-routes.ts';
import {importHandler, undoImportHandler} from './import-routes.ts';
import {irasDueOn, irasRoutes} from './iras-routes.ts';
import {recordRoutes} from './record-routes.ts';
import {messageRoutes, partnerOriginRoutes, projectRoutes} from './settings-routes.ts';
import {signupStaffRoutes} from './signup-routes.ts';
import {pageOf, type StaffEnv} from './staff-context.ts';

/** The staff API, mounted at /api/staff. */
export function staffRoutes(deps: AppDeps, auth: AuthService): Hono<StaffEnv> {
  const staff = new Hono<StaffEnv>();
  // Staff answers (the applicants CSV included) are personal data: no-store, refusals included.
  // A second factor is required too (issue 23): a staff password alone opens nothing here.
  staff.use(noStore(), auth.requireUser, auth.requireRole('staff'), auth.requireTwoStep);
  staff.route('/announcements', recordRoutes(deps, 'announcements'));
  staff.post('/contributors/import', importHandler(deps, 'contributors'));
  staff.post('/expenditures/import', importHandler(deps, 'expenditures'));
  staff.delete('/contributors/import/:batch', undoImportHandler(deps, 'contributors'));
  staff.delete('/expenditures/import/:batch', undoImportHandler(deps, 'expenditures'));
  staff.route('/contributors', recordRoutes(deps, 'contributors'));
  staff.route('/expenditures', recordRoutes(deps, 'expenditures'));
  staff.route('/events', signupStaffRoutes(deps));
  staff.route('/events', recordRoutes(deps, 'events'));
  staff.route('/projects', projectRoutes(deps));
  staff.route('/audit-reports', auditRoutes(deps));
  staff.route('/applicants', applicantRoutes(deps, auth));
  staff.route('/messages', messageRoutes(deps));
  staff.route('/partner-origins', partnerOriginRoutes(deps, auth));
  staff.route('/accounts', accountsRoutes(deps, auth));
  staff.route('/gifts/iras', irasRoutes(deps, auth));
  staff.route('/gifts/export', giftExportRoutes(deps, auth));
  staff.route('/gifts', giftFileRoutes(deps));
  staff.route('/gifts', giftStaffRoutes(deps));
  staff.get('/activity', async (c) => ok(c, await deps.store.listActivity(pageOf(c))));
  // What needs attention (issue 20), with the gifts to review and transfers to match (issue 22).
  staff.get('/overview', async (c) => {
    const today = singaporeDate(deps.now());
    const [overview, irasDue] = await Promise.all([
      deps.store.staffOverview(today, 5),
      irasDueOn(deps, today),
    ]);
    return ok(c, {overview: {...overview, irasDue}});
  });
  return staff;
}
