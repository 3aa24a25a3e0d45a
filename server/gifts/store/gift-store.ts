// Gifts (issue 22): pledge -> received (with the next receipt number) or void, and the bank statement rows
// they were matched from. The tax ID arrives here already sealed and masked by the caller
// (server/gifts/tax-id-seal.ts): the store never sees the plain number.
import type {GiftStatus, StatementImport} from '../../../core/donate/index.ts';
import type {Language} from '../../../core/i18n/index.ts';
import type {GiftProject, PaidBy} from '../../../core/rules/index.ts';
import type {Page} from '../../../core/staff/index.ts';
import type {Actor} from '../../db/actor.ts';
import type {PageRequest} from '../../db/store/page.ts';
import type {IdempotentAnswer} from '../../http/store/idempotency-answers.ts';

/** A sealed tax ID as the store writes it: type, AES-GCM box, the mask every screen shows, the name on it. */
export type SealedTaxId = {type: 'NRIC' | 'FIN' | 'UEN'; sealed: string; masked: string; name: string};

/** A pledge as the store writes it. */
export type NewPledge = {
  amountCents: number;
  project: GiftProject;
  donorName: string;
  showName: boolean;
  email: string;
  tax: SealedTaxId | null;
  /** With a tax ID: the wording of the notice the donor agreed to (core/privacy/notices.ts). */
  consentNotice?: string | null;
  /** The language of the page the gift was pledged on, for its mails ('en' when absent). */
  language?: Language;
};

/** A gift staff record by hand: it arrived already (a cheque, cash, a card payout, a stray transfer). */
export type NewReceivedGift = NewPledge & {
  receivedOn: string;
  paidBy: PaidBy;
  /** The cheque's 6 digits, for a gift by cheque. */
  chequeNumber?: string | null;
  note?: string | null;
};

export type {GiftStatus};

/** A gift as staff and its donor may see it: the ID masked, never sealed or plain. */
export type Gift = {
  id: string;
  reference: string;
  amountCents: number;
  project: GiftProject;
  donorName: string;
  showName: boolean;
  email: string;
  taxIdType: 'NRIC' | 'FIN' | 'UEN' | null;
  taxIdMasked: string | null;
  taxName: string | null;
  status: GiftStatus;
  createdAt: string;
  /** The Singapore day it was pledged (recorded, for a gift by hand): the earliest day it can arrive. */
  pledgedOn: string;
  /** What arrived (it may differ from the pledge), and the day, once received or under review. */
  receivedCents: number | null;
  receivedOn: string | null;
  receiptNumber: string | null;
  voidReason: string | null;
  paidBy: PaidBy | null;
  chequeNumber: string | null;
  /** The staff's note on their last decision about the gift. */
  staffNote: string | null;
  /** The language of the gift's mails (the pledge's page). */
  language: Language;
};

/** A received gift as the IRAS file needs it: the sealed ID, which only the IRAS route unseals. */
export type TaxDeductibleGift = Gift & {taxIdSealed: string};

/** What a tax ID correction answers: the gift as it is now, or why not (void or refunded; filed already). */
export type TaxIdChange = Gift | null | 'closed' | {filedOn: string};

/**
 * The staff list's filters. A pledge still unpaid that was made before `expiredBefore` (ms) is expired:
 * `status: 'expired'` lists those; with no status they are left out, unless `search` finds them.
 */
export type GiftFilter = {
  status?: GiftStatus | 'expired';
  project?: GiftProject;
  from?: string;
  to?: string;
  /** A reference whole or in part (any case, spaces for hyphens), or part of the donor's name or e-mail. */
  search?: string;
  expiredBefore: number;
};

/** What receiving asks: the amount that arrived and the day (the pledge's amount and today by default). */
/** What arrived and when; `note`: why staff decided as they did, kept on the gift and in Activity. */
export type Receipt = {receivedCents: number; receivedOn: string; note?: string | null};

/** `prefix`NNNNNNN, one gap-free series per prefix for every year: RECEIPT_PREFIX is configuration. */
export type ReceiptSeries = {prefix: string};

/** One bank statement row, ready to save: what it was matched to decides what saving does. */
export type StatementRowToSave = {
  fingerprint: string;
  date: string;
  amountCents: number;
  text: string;
  /** matched: the gift is received; review: the amount differs, the gift waits for staff; unmatched: kept. */
  outcome: 'matched' | 'review' | 'unmatched';
  giftId: string | null;
};

/** A statement row waiting for staff: no reference was found in it. `importedAt` is ISO. */
export type UnmatchedTransfer = {
  id: string;
  date: string;
  amountCents: number;
  text: string;
  importedAt: string;
};

export type StatementSaved = {
  /** The import these rows are, for "Undo this statement". */
  importId: string;
  /** Gifts that became received by this import: each needs its receipt mail. */
  received: Gift[];
  review: number;
  unmatched: number;
  /** Rows already imported before (same fingerprint): skipped. */
  already: number;
};

export type {StatementImport};

/** What undoing an import came to; the refusals name the gifts by reference. */
export type StatementUndo =
  | {kind: 'undone'; transfers: number; reopened: string[]; withdrawnReceipts: string[]}
  | {kind: 'missing'}
  | {kind: 'already'; undoneAt: string}
  | {kind: 'mailed'; references: string[]}
  | {kind: 'filed'; references: string[]}
  | {kind: 'changed'; references: string[]};

export type GiftStore = {
  /**
   * Records a pledge under a new reference from `newReference`; a reference already taken (a 1 in 2^40
   * draw, or a test) is drawn again, up to five times. With `idempotency`, a retry with the same key
   * replays the first answer (`answerFor` builds it from the new gift) instead of pledging twice.
   */
  pledgeGift(
    pledge: NewPledge,
    now: number,
    newReference: () => string,
    idempotency?: {scope: string; key: string; answerFor: (gift: Gift) => IdempotentAnswer; since: number},
  ): Promise<{kind: 'created'; gift: Gift} | {kind: 'replay'; answer: IdempotentAnswer}>;
  /** One gift by its reference, or null. */
  findGiftByReference(reference: string): Promise<Gift | null>;
  /** The gifts these references name, in no order (a statement's, a slice at a time: keep it to 1,000). */
  findGiftsByReferences(references: readonly string[]): Promise<Gift[]>;
  findGift(id: string): Promise<Gift | null>;
  /** One page of the gifts for staff, newest first. */
  listGifts(filter: GiftFilter, request: PageRequest): Promise<Page<Gift>>;
  /** Gifts pledged or given under `email` (the signed-in donor's own), newest first. */
  listGiftsByEmail(email: string): Promise<Gift[]>;
  /** A gift staff record by hand: received at once, with its receipt number; in Activity. */
  recordReceivedGift(
    gift: NewReceivedGift,
    series: ReceiptSeries,
    actor: Actor,
    now: number,
    newReference: () => string,
  ): Promise<Gift>;
  /**
   * Marks a pledged or under-review gift received, giving it the next receipt number of its year (kept
   * if it had one). null: no such gift; 'not-open': it is received or void already.
   */
  receiveGift(
    id: string,
    receipt: Receipt,
    series: ReceiptSeries,
    actor: Actor,
    now: number,
  ): Promise<Gift | null | 'not-open'>;
  /**
   * Marks several open gifts received on one day, each at what arrived (the amount under review, else the
   * pledge's), in one transaction: all or none. Answers the gifts, or the references that are not open.
   */
  receiveGifts(
    ids: readonly string[],
    receivedOn: string,
    note: string | null,
    series: ReceiptSeries,
    actor: Actor,
    now: number,
  ): Promise<Gift[] | {notOpen: string[]}>;
  /** Voids a gift with a reason; its receipt number, if any, is never given again. */
  voidGift(id: string, reason: string, actor: Actor, now: number): Promise<Gift | null | 'not-open'>;
  /**
   * Adds, corrects or (null) removes a gift's sealed tax ID until a file submitted to IRAS holds it, with
   * an Activity line of the masked IDs before and after.
   */
  setGiftTaxId(
    id: string,
    tax: SealedTaxId | null,
    consentNotice: string | null,
    actor: Actor,
    now: number,
  ): Promise<TaxIdChange>;
  /**
   * The gifts that arrived from `from` to `to` (YYYY-MM-DD), received or since voided or refunded, by day
   * and receipt number, for the accounts (issue 56); the download is an Activity line in the same transaction.
   */
  exportGifts(from: string, to: string, actor: Actor, now: number): Promise<Gift[]>;
  /** Refunds a received gift with a reason: it leaves the ledger, its receipt is cancelled ('not-open' otherwise). */
  refundGift(id: string, reason: string, actor: Actor, now: number): Promise<Gift | null | 'not-open'>;
  /** Which of these statement fingerprints were imported before. */
  importedFingerprints(fingerprints: readonly string[]): Promise<Set<string>>;
  /**
   * Saves a checked statement in one transaction: every row or none. Rows imported meanwhile (same
   * fingerprint) count as `already`; a matched gift no longer open becomes a transfer waiting for staff.
   */
  saveStatement(
    rows: readonly StatementRowToSave[],
    series: ReceiptSeries,
    actor: Actor,
    now: number,
  ): Promise<StatementSaved>;
  /**
   * A page of the transfers waiting for staff, oldest first; `search` finds a part of the text (any
   * case), an amount ("50", "1,000.00") or a day (YYYY-MM-DD).
   */
  listUnmatchedTransfers(search: string, request: PageRequest): Promise<Page<UnmatchedTransfer>>;
  /**
   * Takes back one import in one transaction: its transfers are deleted, the gifts it received or held for
   * review are pledges again (a receipt number given is withdrawn; the year's counter steps back when it
   * was the last). Refused, with nothing changed, when a receipt it gave was mailed or staff changed a
   * gift or settled a transfer of it since; once undone, never again.
   */
  undoStatement(importId: string, actor: Actor, now: number): Promise<StatementUndo>;
  /** The latest `limit` imports, newest first, with how many transfers each still holds. */
  listStatementImports(limit: number): Promise<StatementImport[]>;
  /** One transfer still waiting for staff, or null (no such id, or settled already). */
  findUnmatchedTransfer(id: string): Promise<UnmatchedTransfer | null>;
  /**
   * The open gifts (pledged or under review) pledged from `from` to `to` (YYYY-MM-DD), newest first, at
   * most `limit`: where a waiting transfer's likely pledges are looked for (issue 56).
   */
  openGiftsPledged(from: string, to: string, limit: number): Promise<Gift[]>;
  /**
   * Settles a waiting transfer: received as the pledge `giftId` (with the transfer's amount and date), or
   * as a new gift with the donor's details. null: no such waiting transfer; 'not-open': the gift is closed.
   */
  resolveTransfer(
    transferId: string,
    to: {giftId: string} | {newGift: NewPledge},
    series: ReceiptSeries,
    actor: Actor,
    now: number,
    newReference: () => string,
  ): Promise<Gift | null | 'not-open'>;
  /**
   * Deletes the sealed ID numbers no longer needed (docs/decisions/026): a received gift's at the end of the
   * fifth year after the year it arrived, any other gift's a year after its pledge. The masked form and the
   * name stay for the donor's receipts. Answers how many were deleted.
   */
  purgeTaxIds(now: number): Promise<number>;
};
