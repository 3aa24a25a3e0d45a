// Matching a bank statement to pledges (issue 22): each transfer in is matched (its reference names an open
// pledge of the same amount), needs review (the reference is found but another amount came), unmatched (no
// reference, or its gift is closed; staff settle it by hand) or already imported (the same statement row
// before). The report is shown first (dry run); saving writes every row or none (GiftStore.saveStatement).
import {findGiftReference} from '../../core/data/index.ts';
import {formatCents} from '../../core/format/index.ts';
import type {Gift, GiftStore, StatementRowToSave} from '../db/gift-store.ts';
import type {StatementRow} from './bank-statement.ts';

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

/** Matches each row against the gifts and the rows imported before; pure reads, nothing is written. */
export async function matchStatement(
  store: Pick<GiftStore, 'importedFingerprints' | 'findGiftByReference'>,
  rows: readonly StatementRow[],
): Promise<MatchedRow[]> {
  const imported = await store.importedFingerprints(rows.map((row) => row.fingerprint));
  const claimed = new Set<string>();
  const matched: MatchedRow[] = [];
  for (const row of rows) {
    const reference = findGiftReference(row.text);
    if (imported.has(row.fingerprint)) {
      matched.push({...row, outcome: 'already', reference, gift: null, note: 'Imported before: skipped.'});
      continue;
    }
    const gift = reference ? await store.findGiftByReference(reference) : null;
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
  return matched;
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
