// How the console names a gift's state and its parts.
import type {GiftRecord, GiftStatus, ReceiptMailRecord} from '../../../../core/donate/index.ts';
import {PAID_BY_LABELS, type PaidBy} from '../../../../core/rules/index.ts';
import type {DonorFieldWords} from '../../../ui/gift-donor-fields.tsx';
import {formatTime} from '../shared/format-time.ts';

/** Each status as staff read it, in the order of the filter (expired: see `expiredLabel`). */
export const STATUS_LABELS: Record<GiftStatus, string> = {
  pledged: 'Pledged (waiting for the money)',
  review: 'Needs review (another amount came)',
  received: 'Received',
  void: 'Void',
  refunded: 'Refunded',
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
  refunded: 'Refunded',
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

/** The donor's fields as staff fill them in for a donor (issue 56): about the donor, not to them. */
export const STAFF_DONOR_WORDS: DonorFieldWords = {
  giftProject: 'Where the gift goes',
  giftName: "Donor's name",
  giftShowName: "Show the donor's name on the contributions page (otherwise it says Anonymous)",
  giftEmail: "Donor's e-mail for the receipt (optional)",
  giftEmailHint: 'Leave it empty if the donor has none: download the receipt and give or post it to them.',
  giftDeduction: 'The donor wants a tax deduction',
  giftDeductionHint: 'Only with their NRIC, FIN or UEN. We report the gift to IRAS for them.',
  giftIdName: 'Name as on their ID',
  giftConsent:
    'The donor agreed that the foundation uses this ID number and name only to report the gift to IRAS for their tax deduction.',
};

/** What staff are told once a gift has its receipt: where it went, or that they must hand it over. */
export function receiptNote(gift: {receiptNumber: string | null; email: string}): string {
  return gift.email === ''
    ? `Receipt ${gift.receiptNumber} has no e-mail to go to: download it and give or post it to the donor.`
    : `Receipt ${gift.receiptNumber} is on its way to the donor.`;
}

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
