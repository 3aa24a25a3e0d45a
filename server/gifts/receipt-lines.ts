// The lines a receipt says in any of the four languages (issue 56): the payment method, the deduction
// with its period, the no-benefit line and who issued it. The English receipt and the summary in the
// donor's language take them from the same book (core/i18n receipts), so the two cannot say different things.
import {formatDateIn, formatLongDate} from '../../core/format/index.ts';
import {type BookKey, type Language, receiptsBook, type Words} from '../../core/i18n/index.ts';
import type {PaidBy} from '../../core/rules/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {DeductionPeriod} from '../receipt-settings.ts';

/** The receipts book's words in one language. */
export type ReceiptWords = Words<BookKey<typeof receiptsBook>>;

/** The receipt's words in `language`, the book loaded first. */
export const receiptWordsIn = (language: Language): Promise<ReceiptWords> =>
  mailWords(receiptsBook, language);

const METHOD_KEYS = {
  paynow: 'methodPaynow',
  'bank-transfer': 'methodBankTransfer',
  cheque: 'methodCheque',
  cash: 'methodCash',
  card: 'methodCard',
} as const satisfies Record<PaidBy, BookKey<typeof receiptsBook>>;

/**
 * How the gift was paid: the method staff recorded, or, for a pledge that a statement matched or staff
 * marked received, PayNow or a bank transfer (the only ways a pledge asks to be paid).
 */
export function paymentMethod(
  words: ReceiptWords,
  paidBy: PaidBy | null,
  chequeNumber: string | null = null,
): string {
  const method = words(paidBy ? METHOD_KEYS[paidBy] : 'methodTransfer');
  // The cheque's number lets the donor and the auditor match the receipt to their own records.
  return paidBy === 'cheque' && chequeNumber ? `${method} ${chequeNumber}` : method;
}

/** "Tax deduction: 250% of the amount, for donations made up to 31 December 2026." in `words`' language. */
export function deductionLine(words: ReceiptWords, period: DeductionPeriod): string {
  const day = (iso: string) =>
    formatDateIn(words.language === 'pseudo' ? 'en' : words.language, iso, formatLongDate);
  const percent = String(period.percent);
  return period.from === null
    ? words('deductionUntil', {percent, until: day(period.until)})
    : words('deductionBetween', {percent, from: day(period.from), until: day(period.until)});
}

/** The last line of the receipt's text: who issued it, or that a computer did and no signature is needed. */
export function issuerLine(words: ReceiptWords, signatory: string | null): string {
  return signatory ? words('issuedBy', {signatory}) : words('computerGenerated');
}
