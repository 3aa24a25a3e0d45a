// The files of /api/staff/gifts (issue 22): a bank statement in (matched and reported, `?dryRun=1`, or
// saved: every row or none), and the IRAS file out (the one place a full ID number leaves the server).
import type {Context} from 'hono';
import {Hono} from 'hono';
import {FOUNDATION} from '../../../core/data/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import type {AuthService} from '../../auth/auth-service.ts';
import {singaporeDate} from '../../events/singapore-date.ts';
import {readBankStatement, type StatementColumns} from '../../gifts/bank-statement.ts';
import {irasDonationFile} from '../../gifts/iras-file.ts';
import {type MatchedRow, matchStatement, rowsToSave} from '../../gifts/statement-match.ts';
import {unsealTaxId} from '../../gifts/tax-id-seal.ts';
import {fail, ok} from '../../http/answers.ts';
import {seriesOf} from './gift-routes.ts';
import {actorOf, type StaffEnv} from './staff-context.ts';

type StatementUpload = {csv: string; columns?: StatementColumns} | {problem: string};

const SEND_AS = 'Send the statement as a CSV file (a form field named file), as text/csv, or as JSON {csv}.';

function columnsFrom(value: unknown): StatementColumns | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const {date, amount, text} = parsed as Record<string, unknown>;
  const isText = (item: unknown) => typeof item === 'string' && item.length <= 200;
  if (!isText(date) || !isText(amount) || !Array.isArray(text) || text.length > 10 || !text.every(isText))
    return null;
  return {date: date as string, amount: amount as string, text: text as string[]};
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The statement's text and the hand mapping, whichever of the three ways it was sent. */
async function statementUpload(c: Context): Promise<StatementUpload> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  let csv: unknown;
  let columns: unknown;
  if (type === 'text/csv') csv = await c.req.text();
  else if (type === 'multipart/form-data') {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    csv = file instanceof File ? await file.text() : undefined;
    columns = form?.columns;
  } else {
    const body = safeJson(await c.req.text()) as Record<string, unknown> | null;
    csv = body?.csv;
    columns = body?.columns;
  }
  if (typeof csv !== 'string' || csv.trim() === '') return {problem: SEND_AS};
  const mapping = columnsFrom(columns);
  if (mapping === null)
    return {problem: 'The column mapping must name a date, an amount and the text columns.'};
  return mapping ? {csv, columns: mapping} : {csv};
}

/** One report row as the console shows it: the gift it matched, without the donor's e-mail or ID. */
function reportRow(row: MatchedRow) {
  return {
    line: row.line,
    date: row.date,
    amount: row.amountCents / 100,
    text: row.text,
    outcome: row.outcome,
    reference: row.reference,
    note: row.note,
    gift: row.gift && {
      id: row.gift.id,
      reference: row.gift.reference,
      donorName: row.gift.donorName,
      amount: row.gift.amountCents / 100,
      status: row.gift.status,
    },
  };
}

const count = (rows: readonly MatchedRow[], outcome: MatchedRow['outcome']) =>
  rows.filter((row) => row.outcome === outcome).length;

/** POST /bank-statement and GET /iras under /api/staff/gifts. */
export function giftFileRoutes(deps: AppDeps, auth: AuthService): Hono<StaffEnv> {
  return (
    new Hono<StaffEnv>()
      .post('/bank-statement', async (c) => {
        const upload = await statementUpload(c);
        if ('problem' in upload) return fail(c, 400, upload.problem, {csv: upload.problem});
        const statement = readBankStatement(upload.csv, upload.columns);
        if (!statement.ok) {
          const columns =
            statement.reason === 'columns' ? {headers: statement.headers, missing: statement.missing} : {};
          return c.json(
            {
              success: false,
              statusCode: 400,
              message: statement.message,
              errors: {csv: statement.message},
              ...columns,
            },
            400,
          );
        }
        const {rows: matched, problems: dates} = await matchStatement(
          deps.store,
          statement.rows,
          singaporeDate(deps.now()),
        );
        const problems = [...statement.problems, ...dates].sort((a, b) => a.line - b.line);
        const report = {
          columns: statement.columns,
          rows: matched.map(reportRow),
          problems,
          counts: {
            matched: count(matched, 'matched'),
            review: count(matched, 'review'),
            unmatched: count(matched, 'unmatched'),
            already: count(matched, 'already'),
          },
        };
        const dryRun = c.req.query('dryRun') === '1' || c.req.query('dryRun') === 'true';
        if (dryRun) return ok(c, {dryRun: true, ...report});
        if (problems.length > 0) {
          const message = `Nothing was saved: ${problems.length} line(s) of the file cannot be taken. Fix them and import again.`;
          return c.json({success: false, statusCode: 400, message, errors: {csv: message}, ...report}, 400);
        }
        const saved = await deps.store.saveStatement(
          rowsToSave(matched),
          seriesOf(deps),
          actorOf(c),
          deps.now(),
        );
        // The receipts were written to the outbox with the statement's commit.
        if (saved.received.length > 0) deps.mailSender.wake();
        return ok(c, {
          dryRun: false,
          ...report,
          saved: {
            received: saved.received.length,
            review: saved.review,
            unmatched: saved.unmatched,
            // Known before the save, or imported by someone else while this one ran.
            already: report.counts.already + saved.already,
          },
        });
      })
      // Every donor's full ID number: a second step within 10 minutes (issue 23).
      .get('/iras', auth.requireRecentStep, async (c) => {
        const year = Number(c.req.query('year'));
        if (!Number.isInteger(year) || year < 2000 || year > 2100) {
          return fail(c, 400, 'Choose the year of the gifts, for example ?year=2026.');
        }
        const ipc = deps.config.publicConfig.ipc;
        if (!ipc)
          return fail(c, 409, 'Set IPC_REGISTRATION first: without it no gift here is tax-deductible.');
        const gifts = await deps.store.exportTaxDeductibleGifts(year, actorOf(c), deps.now());
        const rows = gifts.map((gift) => {
          const idNumber = unsealTaxId(deps.config.dataKey, gift.taxIdType!, gift.taxIdSealed);
          // A box that does not open means DATA_KEY changed: filing without the number would lose the deduction.
          if (idNumber === null)
            throw new Error(
              `The ID number of gift ${gift.id} cannot be unsealed: is DATA_KEY the one it was sealed with?`,
            );
          return {
            idType: gift.taxIdType,
            idNumber,
            name: gift.taxName ?? gift.donorName,
            amountCents: gift.receivedCents ?? gift.amountCents,
            receivedOn: gift.receivedOn!,
            receiptNumber: gift.receiptNumber!,
            status: gift.status,
          };
        });
        const file = irasDonationFile(
          {uen: deps.config.publicConfig.paynow.uen, name: FOUNDATION.name, year},
          rows,
        );
        return c.body(`\uFEFF${file}`, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="iras-donations-${year}.csv"`,
        });
      })
  );
}
