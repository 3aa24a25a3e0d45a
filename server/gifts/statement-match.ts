// Matching a bank statement to pledges (issue 22): each transfer in is matched (its reference names an open
// pledge of the same amount), needs review (the reference is found but another amount came), unmatched (no
// reference, or its gift is closed; staff settle it by hand) or already imported (the same statement row
// before). A row dated after tomorrow, before the pledge it names, or over a year back is a line that cannot
// be taken (core/rules gift-received-on). The report is shown first (dry run); saving writes every row or
// none (GiftStore.saveStatement).
import {findGiftReference} from '../../core/donate/index.ts';
import {formatCents} from '../../core/format/index.ts';
import {type OutOfRange, outOfRange, type ReceivedOnRange, receivedOnRange} from '../../core/rules/index.ts';
import type {StatementProblem, StatementRow} from './bank-statement.ts';
import type {Gift, GiftStore, StatementRowToSave} from './store/gift-store.ts';

export type MatchOutcome = 'matched' | 'review' | 'unmatched' | 'already';

/** One statement row and what it comes to; `gift` is the pledge its reference names, when there is one. */
export type MatchedRow = StatementRow & {
  outcome: MatchOutcome;
  reference: string | null;
  gift: Gift | null;
  /** Why the row is unmatched or under review, in plain words for the report. */
  note: string;
};

const OPEN = new Set(['pledged', 'review']);

/** What the statement comes to: its rows matched, and the lines whose day no gift can have. */
export type MatchedStatement = {rows: MatchedRow[]; problems: StatementProblem[]};

function dateProblem(row: StatementRow, out: OutOfRange, range: ReceivedOnRange, reference: string | null) {
  const what = `Line ${row.line}: the date ${row.date} is`;
  if (out === 'after-tomorrow')
    return `${what} after tomorrow (${range.latest}): no bank has received it yet. Correct or remove the line, and import again.`;
  if (out === 'before-pledge')
    return `${what} before ${reference} was pledged (${range.earliest}): nobody can pay a reference before it exists. Check the line with the bank.`;
  return `${what} more than a year ago (before ${range.earliest}): that is likelier a wrong date than a gift. Remove the line, and import again.`;
}

/**
 * Matches each row against the gifts and the rows imported before, on the Singapore day `today`; pure
 * reads, nothing is written.
 */
export async function matchStatement(
  store: Pick<GiftStore, 'importedFingerprints' | 'findGiftByReference'>,
  rows: readonly StatementRow[],
  today: string,
): Promise<MatchedStatement> {
  const imported = await store.importedFingerprints(rows.map((row) => row.fingerprint));
  const claimed = new Set<string>();
  const matched: MatchedRow[] = [];
  const problems: StatementProblem[] = [];
  for (const row of rows) {
    const reference = findGiftReference(row.text);
    if (imported.has(row.fingerprint)) {
      matched.push({...row, outcome: 'already', reference, gift: null, note: 'Imported before: skipped.'});
      continue;
    }
    const gift = reference ? await store.findGiftByReference(reference) : null;
    // A row that would pay the pledge may not predate it; any other waits for staff as a gift of its own.
    const pays = gift && OPEN.has(gift.status) && !claimed.has(gift.id) ? gift : null;
    const range = receivedOnRange(today, pays?.pledgedOn ?? null);
    const out = outOfRange(row.date, range);
    if (out) {
      problems.push({line: row.line, message: dateProblem(row, out, range, reference)});
      continue;
    }
    const outcome = (what: MatchOutcome, note: string) =>
      matched.push({...row, outcome: what, reference, gift, note});
    if (!reference) outcome('unmatched', 'No gift reference in the text.');
    else if (!gift) outcome('unmatched', `${reference} is not a gift we know.`);
    else if (!OPEN.has(gift.status) || claimed.has(gift.id)) {
      outcome(
        'unmatched',
        `${reference} is ${claimed.has(gift.id) ? 'paid by an earlier row' : gift.status} already.`,
      );
    } else {
      claimed.add(gift.id);
      if (gift.amountCents === row.amountCents) outcome('matched', '');
      else
        outcome(
          'review',
          `Pledged ${formatCents(gift.amountCents)}, arrived ${formatCents(row.amountCents)}.`,
        );
    }
  }
  return {rows: matched, problems};
}

/** The rows to save: everything but what was imported before. */
export function rowsToSave(rows: readonly MatchedRow[]): StatementRowToSave[] {
  return rows
    .filter((row) => row.outcome !== 'already')
    .map((row) => ({
      fingerprint: row.fingerprint,
      date: row.date,
      amountCents: row.amountCents,
      text: row.text,
      outcome: row.outcome as StatementRowToSave['outcome'],
      giftId: row.outcome === 'unmatched' ? null : row.gift!.id,
    }));
}
