// The pledges a waiting transfer likely paid (issue 56), best first, each with why: a reference one or two
// characters off ("P5Y8" typed for "P5Y3"), the same amount, the payer's name like the donor's, a pledge
// made in the days before. Staff choose; nothing is matched on a guess. Pure: the store gives the open
// gifts pledged in the weeks before the transfer.

import {centsToDecimal} from '../../core/format/index.ts';
import {payerName} from './statement-payer.ts';
import type {Gift, UnmatchedTransfer} from './store/gift-store.ts';

/** One likely pledge and the reasons, in words, that it may be the one. */
export type Suggestion = {gift: Gift; reasons: string[]; score: number};

/** How far back from a transfer its pledge is looked for: a little longer than a pledge stays open. */
export const SUGGESTION_DAYS = 45;
const SHOWN = 5;

// A reference as a donor may have typed it: NARD and 8 letters or digits, any of them wrong (0, O, 1, I too).
const TYPED_REFERENCE = /(?<![A-Z0-9])NARD[\s-]*([A-Z0-9]{4})[\s-]*([A-Z0-9]{4})(?![A-Z0-9])/g;

/** The 8 characters after NARD of each reference-like word in the text. */
function typedReferences(text: string): string[] {
  return [...text.toUpperCase().matchAll(TYPED_REFERENCE)].map((match) => `${match[1]}${match[2]}`);
}

/** Levenshtein distance with adjacent swaps (a typing slip), stopping early past `most`. */
function distance(a: string, b: string, most: number): number {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
    if (Math.min(...rows[i]!) > most) return most + 1;
  }
  return rows[a.length]![b.length]!;
}

const words = (name: string) =>
  new Set(
    name
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter((word) => word.length > 1 && !['BIN', 'BINTE', 'BINTI', 'DE', 'VAN'].includes(word)),
  );

/** The words a payer's and a donor's name share ("TAN AH KOW" and "Tan Ah Kow" share three). */
function sharedNameWords(payer: string, donor: string): number {
  const donorWords = words(donor);
  return [...words(payer)].filter((word) => donorWords.has(word)).length;
}

const dollars = (cents: number) => `$${centsToDecimal(cents).replace(/\.00$/, '')}`;

function suggestion(transfer: UnmatchedTransfer, gift: Gift, typed: string[], payer: string | null) {
  const reasons: string[] = [];
  let score = 0;
  const compact = gift.reference.replace(/^NARD-/, '').replace('-', '');
  const off = Math.min(...typed.map((reference) => distance(reference, compact, 2)), 3);
  if (off <= 2) {
    score += off === 1 ? 6 : 4;
    reasons.push(
      `The reference in the transfer is ${off === 1 ? '1 character' : '2 characters'} off ${gift.reference}.`,
    );
  }
  if (gift.amountCents === transfer.amountCents) {
    score += 3;
    reasons.push(`The same amount, ${dollars(gift.amountCents)}.`);
  }
  const shared = payer ? sharedNameWords(payer, gift.donorName) : 0;
  if (shared > 0) {
    score += Math.min(shared, 3);
    reasons.push(`The payer, ${payer}, is named like the donor, ${gift.donorName}.`);
  }
  const days = (Date.parse(transfer.date) - Date.parse(gift.pledgedOn)) / 86_400_000;
  if (days >= 0 && days <= 7) {
    score += 1;
    reasons.push(
      days === 0 ? 'Pledged the same day.' : `Pledged ${days} day${days === 1 ? '' : 's'} before.`,
    );
  }
  return {gift, reasons, score};
}

/**
 * The likeliest pledges of `candidates` for `transfer`, best first: at most five, each with a reason
 * beyond the date alone (a pledge made the day before is not a match by itself).
 * @example suggestPledges(transfer, openGifts)[0]?.reasons // ['The reference in the transfer is 1 character off NARD-P5Y3-79LA.', ...]
 */
export function suggestPledges(transfer: UnmatchedTransfer, candidates: readonly Gift[]): Suggestion[] {
  const typed = typedReferences(transfer.text);
  const payer = payerName(transfer.text);
  return candidates
    .filter((gift) => gift.pledgedOn <= transfer.date)
    .map((gift) => suggestion(transfer, gift, typed, payer))
    .filter((found) => found.score > 1)
    .sort((a, b) => b.score - a.score || b.gift.createdAt.localeCompare(a.gift.createdAt))
    .slice(0, SHOWN);
}
