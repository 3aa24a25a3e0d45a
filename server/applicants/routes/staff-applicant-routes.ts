// Applicants: GET with server-side filter/sort/page (or ?format=csv for the whole filtered list) and
// PATCH /:id to set the status and note. The CSV uses core's toCsv (formula-injection guard). The same
// people's details page after page are the export by other means (issue 54 #4): without a second step in
// the last 10 minutes a session reads at most APPLICANT_ROWS_WITHOUT_STEP of them in 10 minutes.
import type {Context} from 'hono';
import {Hono} from 'hono';
import {createMiddleware} from 'hono/factory';
import {spreadsheetPhone, toCsv} from '../../../core/format/index.ts';
import {applicantReviewRules, isRegionKey, REGION_LABELS} from '../../../core/rules/index.ts';
import {APPLICANT_STATUSES, type Applicant} from '../../../core/staff/index.ts';
import type {AuthService} from '../../accounts/auth-service.ts';
import {actorOf, notFound, pageOf, type StaffEnv} from '../../accounts/staff-access.ts';
import {STEP_UP_WINDOW_MS, stepUpRefusal} from '../../accounts/step-up.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {APPLICANT_SORTS, type ApplicantFilter} from '../store/applicant-store.ts';
import type {ApplicantStores} from '../store/applicant-stores.ts';

const CSV_HEADER = [
  'Applied',
  'Full name',
  'E-mail',
  'Phone',
  'Emergency contact',
  'Age',
  'Region',
  'City',
  'Profession',
  'Type',
  'Came from',
  'Status',
  'Note',
];

function csvRow(a: Applicant): string[] {
  const region = isRegionKey(a.region) ? REGION_LABELS[a.region] : a.region;
  const type = a.type === 'work' ? 'Work For Us' : 'Volunteer';
  return [
    a.appliedAt.slice(0, 10),
    a.fullName,
    a.email,
    spreadsheetPhone(a.phoneNumber),
    spreadsheetPhone(a.emergencyContact),
    a.age,
    region,
    a.city,
    a.profession,
    type,
    a.origin ?? 'Our site',
    a.status,
    a.note,
  ];
}

/** Reads the filter from the query; a value outside its list is a 400 with the field named. */
function filterOf(
  c: Context,
): {ok: true; filter: ApplicantFilter} | {ok: false; errors: Record<string, string>} {
  const q = (name: string) => c.req.query(name) || undefined;
  const errors: Record<string, string> = {};
  const type = q('type');
  if (type !== undefined && type !== 'volunteer' && type !== 'work')
    errors.type = 'Type must be volunteer or work.';
  const region = q('region');
  if (region !== undefined && !isRegionKey(region)) errors.region = 'Region must be one of the five regions.';
  const status = q('status');
  if (status !== undefined && !(APPLICANT_STATUSES as readonly string[]).includes(status)) {
    errors.status = 'Status must be new, contacted, accepted or declined.';
  }
  const sort = q('sort') ?? 'appliedAt';
  if (!(APPLICANT_SORTS as readonly string[]).includes(sort))
    errors.sort = `Sort by ${APPLICANT_SORTS.join(', ')}.`;
  const order = q('order') ?? (sort === 'appliedAt' ? 'desc' : 'asc');
  if (order !== 'asc' && order !== 'desc') errors.order = 'Order must be asc or desc.';
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {
    ok: true,
    filter: {
      type: type as ApplicantFilter['type'],
      region: region as ApplicantFilter['region'],
      status: status as ApplicantFilter['status'],
      search: q('search'),
      sort: sort as ApplicantFilter['sort'],
      order: order as 'asc' | 'desc',
    },
  };
}

/** Applicants a session reads without a recent second step before it is asked for one: 4 pages of 25. */
export const APPLICANT_ROWS_WITHOUT_STEP = 100;

/** Mounted at /api/staff/applicants. */
export function applicantRoutes(deps: AppDeps<ApplicantStores>, auth: AuthService): Hono<StaffEnv> {
  // The whole list as a file leaves the console: a second step within 10 minutes (issue 23).
  const exportNeedsStep = createMiddleware<StaffEnv>((c, next) =>
    c.req.query('format') === 'csv' ? auth.requireRecentStep(c, next) : next(),
  );
  return new Hono<StaffEnv>()
    .get('/', exportNeedsStep, async (c) => {
      const read = filterOf(c);
      if (!read.ok) return fail(c, 400, 'The table cannot be filtered that way.', read.errors);
      if (c.req.query('format') === 'csv') {
        const rows = (await deps.store.exportApplicants(read.filter, actorOf(c), deps.now())).map(csvRow);
        const day = new Date(deps.now()).toISOString().slice(0, 10);
        return c.body(toCsv(CSV_HEADER, rows), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="applicants-${day}.csv"`,
        });
      }
      const recent = await auth.hasRecentStep(c.get('sessionId'));
      const budget = `applicant-rows:${c.get('sessionId')}`;
      const now = deps.now();
      if (!recent && (await deps.store.peekRateCounter(budget, now)).count >= APPLICANT_ROWS_WITHOUT_STEP)
        return stepUpRefusal(c);
      const page = await deps.store.listApplicants(read.filter, pageOf(c));
      if (!recent) await deps.store.hitRateCounter(budget, STEP_UP_WINDOW_MS, now, page.items.length);
      return ok(c, page);
    })
    .patch('/:id', async (c) => {
      const body = await parseJsonBody(c, applicantReviewRules);
      if (!body.ok) return body.response;
      const change = await deps.store.reviewApplicant(c.req.param('id'), body.value, actorOf(c), deps.now());
      if (!change) return notFound(c, 'applicant');
      return ok(c, {message: 'The applicant is updated.', applicant: change.after});
    });
}
