// POST /api/staff/<contributors|expenditures>/import: a CSV checked row by row with the admin import's
// rules. Body `{csv}`; `?dryRun=true` only reports; otherwise every row is saved in one transaction, or none is.
import {randomUUID} from 'node:crypto';
import type {Context} from 'hono';
import {ANCHOR_PROJECTS} from '../../core/content/index.ts';
import {type ContentKind, csvImportRules} from '../../core/rules/index.ts';
import {actorOf, type StaffEnv} from '../accounts/staff-access.ts';
import type {AppDeps} from '../app-deps.ts';
import {parseTable, type RawRow} from '../content/ledger-import/parse-table.ts';
import {reportRows} from '../content/ledger-import/validate-rows.ts';
import {fail, ok, parseJsonBody} from '../http/answers.ts';
import type {StaffRecords} from './store/staff-store.ts';
import type {StaffStores} from './store/staff-stores.ts';

/** The handler for one ledger kind. */
export function importHandler(
  deps: AppDeps<StaffStores>,
  kind: Extract<ContentKind, 'contributors' | 'expenditures'>,
) {
  return async (c: Context<StaffEnv>) => {
    const body = await parseJsonBody(c, csvImportRules);
    if (!body.ok) return body.response;
    const dryRun = c.req.query('dryRun') === 'true';
    let raw: RawRow[];
    try {
      raw = parseTable('import.csv', body.value.csv);
    } catch (error) {
      return fail(c, 400, (error as Error).message, {csv: (error as Error).message});
    }
    if (raw.length === 0) return fail(c, 400, 'The file has no rows.', {csv: 'The file has no rows.'});
    const {rows, content} = reportRows(kind, raw, ANCHOR_PROJECTS);
    // Rows already in the ledger (same date, name and amount) are flagged, so a statement imported twice
    // is noticed before it doubles the figures (issue 20). They are still saved if staff go ahead.
    const held = content
      ? await deps.store.ledgerDuplicates(kind, content.rows as {date: string; amountCents: number}[])
      : [];
    const report = rows.map(({row, ok: clean, problems}, index) => ({
      row,
      ok: clean,
      problems,
      alreadySaved: held[index] ?? false,
    }));
    const twice = held.filter(Boolean).length;
    const warning =
      twice === 0
        ? ''
        : ` ${twice === 1 ? '1 row is' : `${twice} rows are`} already in the ledger (same date, name and amount).`;
    if (!content) {
      const bad = rows.filter((row) => !row.ok).length;
      return c.json(
        {
          success: false,
          statusCode: 400,
          message: `Nothing was saved: ${bad} of ${rows.length} rows have problems.`,
          errors: {csv: 'Fix the rows listed in the report and try again.'},
          rows: report,
        },
        400,
      );
    }
    if (dryRun) {
      return ok(c, {
        message: `All ${rows.length} rows are ready to save.${warning}`,
        dryRun: true,
        written: 0,
        rows: report,
      });
    }
    const fields = content.rows as StaffRecords[typeof kind]['fields'][];
    // The import's id: one click takes exactly these rows back (undoImportHandler).
    const batch = randomUUID();
    const written = await deps.store.createRecords(kind, fields, actorOf(c), deps.now(), batch);
    return ok(c, {message: `Saved ${written} rows.`, dryRun: false, written, batch, rows: report}, 201);
  };
}

/** DELETE /api/staff/<kind>/import/:batch: the rows of one import, removed together and logged. */
export function undoImportHandler(deps: AppDeps<StaffStores>, kind: 'contributors' | 'expenditures') {
  return async (c: Context<StaffEnv>) => {
    const batch = c.req.param('batch') ?? '';
    if (!/^[0-9a-f-]{36}$/.test(batch)) return fail(c, 404, 'There is no such import.');
    const removed = await deps.store.undoImport(kind, batch, actorOf(c), deps.now());
    if (removed === 0) return fail(c, 404, 'There is no such import, or it was already undone.');
    return ok(c, {message: `Undone: the ${removed} rows of that import are removed.`, removed});
  };
}
