// The bank statement of /api/staff/gifts (issue 22): matched and reported (`?dryRun=1`), or saved: every row
// or none; checked on a worker thread and undone as a whole (issue 55). The IRAS file goes out through
// iras-routes.ts.
import type {Context} from 'hono';
import {Hono} from 'hono';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {actorOf, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail} from '../../http/answers.ts';
import type {StatementColumns} from '../bank-statement.ts';
import {checkStatement, jsonWith, type StoreFacts} from '../statement-check.ts';
import {statementTooLong} from '../statement-limits.ts';
import type {StatementUndo} from '../store/gift-store.ts';
import type {GiftStores} from '../store/gift-stores.ts';
import {seriesOf} from './staff-gift-routes.ts';

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

// The main thread's share of a check: the store's answers, a slice at a time, the event loop free between.
const SLICE = 1000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function storeFacts(
  deps: AppDeps<GiftStores>,
  fingerprints: string[],
  references: string[],
): Promise<StoreFacts> {
  const facts: StoreFacts = {imported: [], gifts: []};
  for (let start = 0; start < fingerprints.length; start += SLICE) {
    facts.imported.push(...(await deps.store.importedFingerprints(fingerprints.slice(start, start + SLICE))));
    await nextTurn();
  }
  for (let start = 0; start < references.length; start += SLICE) {
    facts.gifts.push(...(await deps.store.findGiftsByReferences(references.slice(start, start + SLICE))));
    await nextTurn();
  }
  return facts;
}

// Enough to find a wrong statement of the last weeks; older ones are voided gift by gift.
const RECENT_IMPORTS = 5;

const listed = (references: readonly string[]) =>
  references.length <= 10
    ? references.join(', ')
    : `${references.slice(0, 10).join(', ')} and ${references.length - 10} more`;

/** Why an import cannot be undone, in words, naming the gifts. */
function undoRefusal(undone: Exclude<StatementUndo, {kind: 'undone' | 'missing'}>): string {
  if (undone.kind === 'already') return `This statement was undone already (${undone.undoneAt}).`;
  if (undone.kind === 'filed')
    return `This statement cannot be undone: ${listed(undone.references)} ${undone.references.length === 1 ? 'is' : 'are'} in a file for IRAS. Void or refund those gifts one by one, and correct them with IRAS.`;
  if (undone.kind === 'mailed')
    return `This statement cannot be undone: the receipts of ${listed(undone.references)} were already mailed to the donors. Void those gifts one by one instead.`;
  return `This statement cannot be undone: ${listed(undone.references)} changed since it was imported (received, voided or settled by hand). Undo cannot tell those changes apart from the statement's.`;
}

/** POST /bank-statement (and DELETE its import) under /api/staff/gifts. */
export function giftFileRoutes(deps: AppDeps<GiftStores>): Hono<StaffEnv> {
  return (
    new Hono<StaffEnv>()
      .post('/bank-statement', async (c) => {
        const upload = await statementUpload(c);
        if ('problem' in upload) return fail(c, 400, upload.problem, {csv: upload.problem});
        const tooLong = statementTooLong(upload.csv);
        if (tooLong) return fail(c, 413, tooLong, {csv: tooLong});
        const dryRun = c.req.query('dryRun') === '1' || c.req.query('dryRun') === 'true';
        const input = {csv: upload.csv, today: singaporeDate(deps.now()), toSave: !dryRun};
        const check = await checkStatement(
          upload.columns ? {...input, columns: upload.columns} : input,
          (fingerprints, references) => storeFacts(deps, fingerprints, references),
        );
        if (!check.ok) {
          const {statement} = check;
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
        const answer = (status: 200 | 400, head: Record<string, unknown>) =>
          c.body(jsonWith({success: status === 200, statusCode: status, ...head}, check.reportJson), status, {
            'Content-Type': 'application/json',
          });
        if (dryRun) return answer(200, {dryRun: true});
        if (check.problemCount > 0) {
          const message = `Nothing was saved: ${check.problemCount} line(s) of the file cannot be taken. Fix them and import again.`;
          return answer(400, {message, errors: {csv: message}});
        }
        const saved = await deps.store.saveStatement(check.toSave, seriesOf(deps), actorOf(c), deps.now());
        // The receipts were written to the outbox with the statement's commit.
        if (saved.received.length > 0) deps.mailSender.wake();
        return answer(200, {
          dryRun: false,
          saved: {
            received: saved.received.length,
            review: saved.review,
            unmatched: saved.unmatched,
            // Known before the save, or imported by someone else while this one ran.
            already: check.counts.already + saved.already,
            importId: saved.importId,
          },
        });
      })
      // The latest statements, for their Undo buttons.
      .get('/bank-statements', async (c) =>
        answer(c, 'GET /staff/gifts/bank-statements', {
          items: await deps.store.listStatementImports(RECENT_IMPORTS),
        }),
      )
      // Undo this statement (issue 55): what one import did, taken back once, or nothing and why.
      .delete('/bank-statement/:importId', async (c) => {
        const undone = await deps.store.undoStatement(c.req.param('importId'), actorOf(c), deps.now());
        if (undone.kind === 'missing') return fail(c, 404, 'There is no such statement import.');
        if (undone.kind !== 'undone') {
          const message = undoRefusal(undone);
          return c.json({success: false, statusCode: 409, message, ...undone}, 409);
        }
        const {transfers, reopened} = undone;
        const gifts = reopened.length === 1 ? '1 gift is a pledge' : `${reopened.length} gifts are pledges`;
        const message = `Undone: the statement's ${transfers} transfer(s) are removed and ${gifts} again.`;
        return answer(c, 'DELETE /staff/gifts/bank-statement/:importId', {message, ...undone});
      })
  );
}
