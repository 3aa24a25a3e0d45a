// /api/staff: every route needs a signed-in user whose role (read from the database on each request)
// is staff or admin; some areas are admin only. No token 401, a user 403.
import {Hono} from 'hono';
import {singaporeDate} from '../../core/format/singapore-date.ts';
import type {AuthService} from '../accounts/auth-service.ts';
import {pageOf, type StaffEnv} from '../accounts/staff-access.ts';
import type {AppDeps} from '../app-deps.ts';
import {applicantRoutes} from '../applicants/routes/staff-applicant-routes.ts';
import {messageRoutes} from '../applicants/routes/staff-message-routes.ts';
import {auditRoutes} from '../content/routes/staff-audit-routes.ts';
import {partnerOriginRoutes, projectRoutes} from '../content/routes/staff-settings-routes.ts';
import {signupStaffRoutes} from '../events/routes/staff-place-routes.ts';
import {giftExportRoutes} from '../gifts/routes/staff-gift-export-routes.ts';
import {giftFileRoutes} from '../gifts/routes/staff-gift-file-routes.ts';
import {giftStaffRoutes} from '../gifts/routes/staff-gift-routes.ts';
import {irasDueOn, irasRoutes} from '../gifts/routes/staff-iras-routes.ts';
import {ok} from '../http/answers.ts';
import {noStore} from '../middleware/no-store.ts';
import {recordRoutes} from './record-routes.ts';
import {importHandler, undoImportHandler} from './staff-import-routes.ts';
import {accountsRoutes} from './staff-people-routes.ts';
import type {StaffStores} from './store/staff-stores.ts';

/** The staff API, mounted at /api/staff. */
export function staffRoutes(deps: AppDeps<StaffStores>, auth: AuthService): Hono<StaffEnv> {
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
