// How the console names a gift's state and its parts.
import type {GiftRecord, GiftStatus, ReceiptMailRecord} from '../../../../core/data/index.ts';
import {PAID_BY_LABELS, type PaidBy} from '../../../../core/rules/index.ts';
import {formatTime} from '../shared/format-time.ts';

/** Each status as staff read it, in the order of the filter (expired: see `expiredLabel`). */
export const STATUS_LABELS: Record<GiftStatus, string> = {
  pledged: 'Pledged (waiting for the money)',
  review: 'Needs review (another amount came)',
  received: 'Received',
  void: 'Void',
};

/** The filter's choice of the pledges left unpaid too long, with the days once the server said them. */
export function expiredLabel(days: number | null): string {
  return days === null ? 'Expired (unpaid too long)' : `Expired (unpaid ${days} days)`;
}

/** Whether a gift is a pledge left unpaid past the expiry the server answered (`expiredBefore`, ISO). */
export function isExpired(gift: Pick<GiftRecord, 'status' | 'createdAt'>, expiredBefore: string | null) {
  return gift.status === 'pledged' && expiredBefore !== null && gift.createdAt < expiredBefore;
}

/** The short status for a table cell. */
export const STATUS_SHORT: Record<GiftStatus, string> = {
  pledged: 'Pledged',
  review: 'Needs review',
  received: 'Received',
  void: 'Void',
};

/** 'Mei Lin Goh', or 'Mei Lin Goh (shown as Anonymous)'. */
export function donorLabel(gift: Pick<GiftRecord, 'donorName' | 'showName'>): string {
  return gift.showName ? gift.donorName : `${gift.donorName} (shown as Anonymous)`;
}

/** How a gift recorded by hand was paid, or '' for a pledge. */
export function paidByLabel(paidBy: string | null): string {
  return paidBy && paidBy in PAID_BY_LABELS ? PAID_BY_LABELS[paidBy as PaidBy] : '';
}

/** The statement outcomes as the report says them. */
export const OUTCOME_LABELS = {
  matched: 'Matched',
  review: 'Needs review',
  unmatched: 'No match',
  already: 'Imported before',
} as const;

/**
 * Where a received gift's receipt mail is (issue 55): 'Receipt mailed at 2 Dec 2026, 4:05 pm', or
 * 'Not delivered yet: <why>' while it is tried again, or 'Not delivered: <why> (no more tries)'.
 */
export function receiptMailLabel(mail: ReceiptMailRecord | null): string {
  if (mail === null) return '';
  if (mail.state === 'sent') return `Receipt mailed at ${formatTime(mail.at)}`;
  if (mail.state === 'failed') return `Not delivered: ${mail.reason} (no more tries)`;
  return mail.reason ? `Not delivered yet: ${mail.reason}` : 'Not delivered yet: waiting to be sent';
}
