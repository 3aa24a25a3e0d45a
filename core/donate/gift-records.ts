// A gift as the API sends it: its status, the pledge's answer, the donor's and the console's record.
// Types only.

/**
 * The status of a gift: pledged (waiting for the money), received, review (another amount came), void
 * (recorded in error, or never paid), refunded (it arrived and went back to the donor; issue 55).
 */
export type GiftStatus = 'pledged' | 'received' | 'review' | 'void' | 'refunded';

/**
 * POST /api/gifts' data: the reference to pay with and the PayNow payload that carries it; `mailed` is
 * false when the pledge mail was not sent (its address, or every address this hour, had its pledge mails).
 */
export type PledgedGift = {
  reference: string;
  amountCents: number;
  project: string;
  status: 'pledged';
  paynowPayload: string;
  mailed: boolean;
};

/**
 * A gift as staff and its donor see it: amounts in dollars, the ID number only masked (`S****567D`).
 * `received` and `receivedOn` are what arrived and when, once received or under review.
 */
export type GiftRecord = {
  id: string;
  reference: string;
  amountCents: number;
  project: string;
  projectTitle: string;
  donorName: string;
  showName: boolean;
  email: string;
  taxIdType: 'NRIC' | 'FIN' | 'UEN' | null;
  taxIdMasked: string | null;
  taxName: string | null;
  status: GiftStatus;
  createdAt: string;
  /** The Singapore day of the pledge (of the record, for a gift recorded by hand): no gift arrives before it. */
  pledgedOn: string;
  receivedCents: number | null;
  receivedOn: string | null;
  receiptNumber: string | null;
  voidReason: string | null;
  paidBy: string | null;
  chequeNumber: string | null;
  /** The staff's note on their last decision about the gift (staff only; the donor's own list has none). */
  note: string | null;
};

/**
 * Where a received gift's receipt mail is (issue 55), as staff see it: sent (`at`, ISO), not delivered yet
 * (waiting for its next try, `reason` in words once a try failed), or given up after days of tries.
 */
export type ReceiptMailRecord =
  | {state: 'sent'; at: string}
  | {state: 'waiting'; reason: string | null}
  | {state: 'failed'; reason: string};

/** A gift in the staff's list: with its receipt mail, null when it has none (not received, or no address). */
export type StaffGiftRecord = GiftRecord & {receiptMail: ReceiptMailRecord | null};
