// The bank statement of /api/staff/gifts (issue 22): matched and reported (`?dryRun=1`), or saved: every row
// or none. The IRAS file goes out through iras-routes.ts.
import type {Context} from 'hono';
import {Hono} from 'hono';
import type {AppDeps} from '../../app-deps.ts';
import {singaporeDate} from '../../events/singapore-date.ts';
import {readBankStatement, type StatementColumns} from '../../gifts/bank-statement.ts';
import {sendReceiptMail} from '../../gifts/receipts.ts';
import {type MatchedRow, matchStatement, rowsToSave} from '../../gifts/statement-match.ts';
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
export function giftFileRoutes(deps: AppDeps): Hono<StaffEnv> {
  return new Hono<StaffEnv>().post('/bank-statement', async (c) => {
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
    const saved = await deps.store.saveStatement(rowsToSave(matched), seriesOf(deps), actorOf(c), deps.now());
    for (const gift of saved.received) deps.background.track(sendReceiptMail(deps, gift));
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
  });
}
