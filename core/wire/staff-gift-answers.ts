// The console's gifts answers under /api/staff/gifts (issues 22, 55, 56): the page of gifts, the transfers
// waiting for a match and what they likely paid, a statement's report, a year's IRAS check. The server
// answers with them and the console reads them (contract.ts).
import type {GiftRecord, StaffGiftRecord} from '../donate/gift-records.ts';
import type {StatementReport} from '../donate/statement-records.ts';
import type {Page} from '../staff/staff-records.ts';

/** A bank transfer no reference matched, waiting for staff to settle it. */
export type WaitingTransfer = {
  id: string;
  date: string;
  amountCents: number;
  text: string;
  /** The payer's name as read from the text (issue 56); null when none stands out. */
  payer?: string | null;
};

/** A pledge a waiting transfer likely paid, and why. */
export type TransferSuggestion = {gift: GiftRecord; reasons: string[]};

/**
 * One page of the gifts and where expiry falls: a pledge still unpaid that was made before
 * `expiredBefore` (ISO) is expired, after `pledgeExpiryDays`.
 */
export type GiftListAnswer = Page<StaffGiftRecord> & {
  expiredBefore: string;
  pledgeExpiryDays: number;
};

/** The server's report of a statement, with what was saved once it is. */
export type StatementAnswer = StatementReport & {
  saved?: {received: number; review: number; unmatched: number; already: number; importId: string};
};

/** What a year's IRAS file would hold, what IRAS would refuse and why, and what is to correct. */
export type IrasCheck = {
  year: number;
  records: number;
  totalDollars: number;
  filed: number;
  refused: {reference: string; receiptNumber: string; problems: string[]}[];
  corrections: {
    reference: string;
    receiptNumber: string;
    filedDollars: number;
    changes: ('cancelled' | 'amount' | 'id' | 'name' | 'date')[];
  }[];
};
