// What staff send about gifts (issue 22): a gift recorded by hand, a gift marked received or void, and a
// waiting bank transfer settled. Larger amounts than a donor's pledge are allowed: big gifts come to staff.
import {
  array,
  coerce,
  defaulted,
  define,
  enums,
  type Infer,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
import {formatCents} from '../format/index.ts';
import {FieldProblem, readDate, readText} from './content-fields.ts';
import {requiredText} from './fields.ts';
import {giftPledgeRules, taxDeductionRules} from './gift-pledge.ts';
import {fullNameField, optionalEmailField} from './shared-fields.ts';

/** The largest gift staff record in one go ($10,000,000): past it, a typing slip is likelier than a gift. */
export const MAX_STAFF_GIFT_DOLLARS = 10_000_000;

/** How a gift recorded by hand was paid. */
export const PAID_BY_LABELS = {
  paynow: 'PayNow',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card payout',
} as const;
export type PaidBy = keyof typeof PAID_BY_LABELS;

export const GIFT_STAFF_MESSAGES = {
  amount: `Enter the amount that arrived: more than $0, at most ${formatCents(MAX_STAFF_GIFT_DOLLARS * 100)}, with at most 2 numbers after the decimal point.`,
  receivedOn: 'Enter the day the money arrived, for example 2026-11-23 or 23/11/2026.',
  paidBy: 'Choose how the gift was paid.',
  status: 'Choose received, void or refunded.',
  reason: 'Say in a few words why this gift is void (at most 300 characters).',
  reference: 'Enter the reference of a pledged gift, like NARD-7KQM-3XWA.',
  settle: 'Either give the reference of the pledge this transfer pays, or the donor of a new gift.',
  submittedOn: 'Enter the day the file was submitted to IRAS, for example 2027-01-20 or 20/01/2027.',
  refundReason: 'Say in a few words why the gift goes back (at most 300 characters).',
  note: 'A note is at most 300 characters of plain text.',
  chequeNumber: 'A cheque number is the 6 digits at the bottom left of the cheque.',
  donorEmail: "Enter the donor's e-mail, like name@example.com, or leave it empty if they have none.",
} as const;

const staffAmount = define<number>('amount', (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return GIFT_STAFF_MESSAGES.amount;
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) return GIFT_STAFF_MESSAGES.amount;
  return cents > 0 && value <= MAX_STAFF_GIFT_DOLLARS ? true : GIFT_STAFF_MESSAGES.amount;
});

/** A day in any form the ledger import reads, stored as YYYY-MM-DD (storedDay); `message` when it is none. */
const dayField = (name: string, message: string) =>
  define<string>(name, (value) => {
    try {
      readDate(value);
      return true;
    } catch (error) {
      if (error instanceof FieldProblem) return message;
      throw error;
    }
  });

const receivedOnField = dayField('receivedOn', GIFT_STAFF_MESSAGES.receivedOn);

const reasonField = define<string>('reason', (value) => {
  try {
    return readText(value, 300) ? true : GIFT_STAFF_MESSAGES.reason;
  } catch (error) {
    if (error instanceof FieldProblem) return GIFT_STAFF_MESSAGES.reason;
    throw error;
  }
});

/** Why staff decided as they did, in their words (optional; issue 56). */
const noteField = define<string>('note', (value) => {
  try {
    if (typeof value !== 'string') return GIFT_STAFF_MESSAGES.note;
    readText(value, 300, {optional: true});
    return true;
  } catch (error) {
    if (error instanceof FieldProblem) return GIFT_STAFF_MESSAGES.note;
    throw error;
  }
});
const optionalNote = optional(coerce(noteField, string(), (value) => value.trim()));

/** A cheque's number: its 6 digits, spaces allowed as typed. */
const chequeNumberField = coerce(
  define<string>('chequeNumber', (value) =>
    typeof value === 'string' && /^\d{6}$/.test(value) ? true : GIFT_STAFF_MESSAGES.chequeNumber,
  ),
  string(),
  (value) => value.replace(/\s+/g, ''),
);

/** The day as stored (YYYY-MM-DD), from any form receivedOnField accepts. */
export function storedDay(value: string): string {
  return readDate(value);
}

/**
 * A gift recorded by hand: who gave (as a pledge), how much arrived, when and how. It is received at once.
 * @example checkForm(offlineGiftRules, {amount: 500, project: 'general', name: 'Lim Family', email: 'lim@nard.example', receivedOn: '2026-11-20', paidBy: 'cheque'}).ok // true
 */
export const offlineGiftRules = object({
  ...giftPledgeRules.schema,
  // A cash gift or a cheque by post may come with no e-mail: the receipt is then printed or posted.
  email: defaulted(optionalEmailField(GIFT_STAFF_MESSAGES.donorEmail), ''),
  amount: staffAmount,
  receivedOn: receivedOnField,
  paidBy: enums(Object.keys(PAID_BY_LABELS) as PaidBy[]),
  chequeNumber: optional(chequeNumberField),
  note: optionalNote,
});
export type OfflineGift = Infer<typeof offlineGiftRules>;

/**
 * PATCH a gift: received (what arrived and when, the pledge's amount and today by default), void, or
 * refunded (a received gift whose money went back; issue 55), the last two with a reason.
 */
export const giftUpdateRules = object({
  status: define<'received' | 'void' | 'refunded'>('status', (value) =>
    value === 'received' || value === 'void' || value === 'refunded' ? true : GIFT_STAFF_MESSAGES.status,
  ),
  amountReceived: optional(staffAmount),
  receivedOn: optional(receivedOnField),
  reason: optional(reasonField),
  note: optionalNote,
});
export type GiftUpdate = Infer<typeof giftUpdateRules>;

/** The donor of a new gift made from a waiting transfer: the pledge's fields but the amount (it arrived). */
export const transferDonorRules = object({
  project: giftPledgeRules.schema.project,
  name: fullNameField,
  showName: giftPledgeRules.schema.showName,
  email: defaulted(optionalEmailField(GIFT_STAFF_MESSAGES.donorEmail), ''),
  taxDeduction: optional(taxDeductionRules),
});

/** Settling a waiting transfer: the reference of the pledge it pays, or the donor of a new gift. */
export const transferSettleRules = object({
  reference: optional(
    requiredText('reference', {
      required: GIFT_STAFF_MESSAGES.reference,
      max: {length: 40, message: GIFT_STAFF_MESSAGES.reference},
    }),
  ),
  newGift: optional(transferDonorRules),
});
export type TransferSettle = Infer<typeof transferSettleRules>;

/** The most gifts one "Mark received" takes: a page of the list at its largest. */
export const MAX_GIFTS_AT_ONCE = 100;

/** POST /api/staff/gifts/receive: several open gifts that arrived on one day (issue 56). */
export const bulkReceiveRules = object({
  ids: size(array(pattern(string(), /^\d{1,15}$/)), 1, MAX_GIFTS_AT_ONCE),
  receivedOn: receivedOnField,
  note: optionalNote,
});

/** PATCH /api/staff/gifts/:id/tax-id: the donor's ID as given (issue 56); without `taxDeduction`, none. */
export const giftTaxIdRules = object({taxDeduction: optional(taxDeductionRules)});

/** POST /api/staff/gifts/iras/filings/:id/submitted: the day the file went to IRAS (issue 55). */
export const irasSubmittedRules = object({
  submittedOn: dayField('submittedOn', GIFT_STAFF_MESSAGES.submittedOn),
});
