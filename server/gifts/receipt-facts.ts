// What one receipt says (issue 22, 56): the facts the PDF's English and its summary in the donor's
// language are both drawn from, in a file of their own so neither drawing module imports the other.
import type {Language} from '../../core/i18n/index.ts';
import type {GiftProject, PaidBy} from '../../core/rules/index.ts';
import type {DeductionPeriod} from '../receipt-settings.ts';
import type {Issuer} from './pdf-document.ts';

/** Everything one receipt says. */
export type ReceiptFacts = {
  issuer: Issuer;
  /** From the gap-free series, e.g. `NRD0000042`. */
  receiptNumber: string;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  amountCents: number;
  project: GiftProject;
  donorName: string;
  /** The NRIC, FIN or UEN the donor gave, masked or not (it is masked here); null when none was given. */
  taxId: string | null;
  /** The reference the donor put on the transfer, e.g. `NARD-7KQM-3XWA`. */
  giftReference: string;
  /** The method staff recorded; null for a pledge paid as asked (PayNow or a bank transfer). */
  paidBy: PaidBy | null;
  /** The cheque's 6 digits, for a gift by cheque. */
  chequeNumber?: string | null;
  /** The reader's language: a summary in it follows the English (none for English). */
  language: Language;
  /** RECEIPT_SIGNATORY, e.g. `Tan Mei Ling, Treasurer`; null: computer-generated, no signature needed. */
  signatory: string | null;
  /** The deduction period the day received falls in; null when none is set for it (no rate is named). */
  deduction: DeductionPeriod | null;
};
