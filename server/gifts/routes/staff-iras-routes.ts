// The IRAS file as IPCs file it (issue 55), mounted at /api/staff/gifts/iras:
//   GET /check?year=&all=1        what a file would hold, what IRAS would refuse and why, what to correct
//   GET /?year=&all=1             the year's file (only gifts not yet filed, unless all), kept as prepared
//   GET /amendment?year=          the amendment file of the gifts to correct, kept as prepared
//   POST /filings/:id/submitted   {submittedOn}: the file was submitted to IRAS that day
//   GET /filings?year=            the year's files
// The two downloads carry every donor's full ID number: a second step within 10 minutes (issue 23).
import type {Context} from 'hono';
import {Hono} from 'hono';
import type {IrasFilingRecord} from '../../../core/donate/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {irasSubmittedRules, storedDay} from '../../../core/rules/index.ts';
import type {AuthService} from '../../accounts/auth-service.ts';
import {actorOf, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail, ok, parseJsonBody} from '../../http/answers.ts';
import {irasDonationFile} from '../iras-file.ts';
import {amendmentRecords, filedGiftOf, irasPlan, originalRecords} from '../iras-filing.ts';
import type {DonationRecord} from '../iras-records.ts';
import type {GiftStores} from '../store/gift-stores.ts';
import type {IrasFiling} from '../store/iras-filing-store.ts';

const YEAR_MESSAGE = 'Choose the year of the gifts, for example ?year=2026.';
const NO_IPC = 'Set IPC_REGISTRATION first: without it no gift here is tax-deductible.';

/** The year asked for, or null. */
function yearOf(c: Context): number | null {
  const year = Number(c.req.query('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
}

/** The filing as the console shows it. */
const filingAnswer = (filing: IrasFiling): IrasFilingRecord => ({
  ...filing,
  preparedAt: new Date(filing.preparedAt).toISOString(),
});

/** The file's bytes: ASCII, no byte-order mark (the validation program reads the first field first). */
function fileAnswer(c: Context, filing: IrasFiling, text: string): Response {
  const kind = filing.batch === 'A' ? 'amendment' : 'donations';
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=us-ascii',
    'Content-Disposition': `attachment; filename="iras-${kind}-${filing.basisYear}-${filing.id}.csv"`,
    'X-Iras-Filing': filing.id,
  });
}

/**
 * Last year's file as the overview names it from 1 January: due by 31 January, with the gifts no submitted
 * file held yet; null when none is waiting (or the foundation is not an IPC).
 */
export async function irasDueOn(deps: AppDeps<GiftStores>, today: string) {
  if (!deps.config.publicConfig.ipc) return null;
  const year = Number(today.slice(0, 4)) - 1;
  const gifts = await deps.store.irasUnfiledCount(year);
  const dueBy = `${year + 1}-01-31`;
  return gifts === 0 ? null : {year, dueBy, gifts, late: today > dueBy};
}

/** Mounted at /api/staff/gifts/iras. */
export function irasRoutes(deps: AppDeps<GiftStores>, auth: AuthService): Hono<StaffEnv> {
  const routes = new Hono<StaffEnv>();
  // Asked after the step-up of the downloads, so a stale session learns nothing, not even the setting.
  const noIpc = (c: Context) => (deps.config.publicConfig.ipc ? null : fail(c, 409, NO_IPC));
  const filer = (basisYear: number) => ({uen: deps.config.publicConfig.paynow.uen, basisYear});
  const prepare = async (
    c: Context<StaffEnv>,
    year: number,
    batch: 'O' | 'A',
    records: DonationRecord[],
    gifts: Parameters<typeof filedGiftOf>[0][],
  ) => {
    const filed = gifts.map((read, index) => filedGiftOf(read, records[index]!));
    const filing = await deps.store.prepareIrasFiling(
      {basisYear: year, batch, gifts: filed},
      actorOf(c),
      deps.now(),
    );
    return fileAnswer(c, filing, irasDonationFile(filer(year), records));
  };
  return routes
    .get('/check', async (c) => {
      const refused = noIpc(c);
      if (refused) return refused;
      const year = yearOf(c);
      if (year === null) return fail(c, 400, YEAR_MESSAGE);
      const plan = await irasPlan(deps, year, c.req.query('all') === '1');
      const records = originalRecords(plan);
      return answer(c, 'GET /staff/gifts/iras/check', {
        check: {
          year,
          records: records.length,
          totalDollars: records.reduce((sum, record) => sum + record.donationAmount, 0),
          filed: plan.filed,
          refused: plan.refused,
          corrections: plan.corrections.map(({reference, receiptNumber, filed, changes}) => ({
            reference,
            receiptNumber,
            filedDollars: filed.amountDollars,
            changes,
          })),
        },
        filings: (await deps.store.listIrasFilings(year)).map(filingAnswer),
      });
    })
    .get('/', auth.requireRecentStep, async (c) => {
      const refused = noIpc(c);
      if (refused) return refused;
      const year = yearOf(c);
      if (year === null) return fail(c, 400, YEAR_MESSAGE);
      const plan = await irasPlan(deps, year, c.req.query('all') === '1');
      if (plan.toFile.length === 0)
        return fail(
          c,
          409,
          `No gift of ${year} is waiting to be filed. Ask for all of them to file the year again.`,
        );
      return prepare(c, year, 'O', originalRecords(plan), plan.toFile);
    })
    .get('/amendment', auth.requireRecentStep, async (c) => {
      const refused = noIpc(c);
      if (refused) return refused;
      const year = yearOf(c);
      if (year === null) return fail(c, 400, YEAR_MESSAGE);
      const {records, reads} = amendmentRecords(await irasPlan(deps, year));
      if (records.length === 0) return fail(c, 409, `No filed gift of ${year} needs correcting with IRAS.`);
      return prepare(
        c,
        year,
        'A',
        records,
        reads.map(({read}) => read),
      );
    })
    .get('/filings', async (c) => {
      const refused = noIpc(c);
      if (refused) return refused;
      const year = yearOf(c);
      if (year === null) return fail(c, 400, YEAR_MESSAGE);
      return ok(c, {filings: (await deps.store.listIrasFilings(year)).map(filingAnswer)});
    })
    .post('/filings/:id/submitted', async (c) => {
      const refused = noIpc(c);
      if (refused) return refused;
      const body = await parseJsonBody(c, irasSubmittedRules);
      if (!body.ok) return body.response;
      const submittedOn = storedDay(body.value.submittedOn);
      if (submittedOn > singaporeDate(deps.now()))
        return fail(c, 400, 'The day it was submitted cannot be after today.', {
          submittedOn: 'Choose today or a day before.',
        });
      const filing = await deps.store.submitIrasFiling(
        c.req.param('id'),
        submittedOn,
        actorOf(c),
        deps.now(),
      );
      if (filing === null) return fail(c, 404, 'No IRAS file has that id.');
      if (filing === 'already') return fail(c, 409, 'This file is marked submitted already.');
      return answer(c, 'POST /staff/gifts/iras/filings/:id/submitted', {
        message: `Marked submitted on ${submittedOn}.`,
        filing: filingAnswer(filing),
      });
    });
}
