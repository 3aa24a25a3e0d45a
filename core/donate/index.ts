// Donate: PayNow QR payloads, amounts, bank details, copy, checkout links, the pledge's steps and saved QR,
// for the page and <nard-donate>.
export {AMOUNT_MESSAGES, DONATION_PRESETS} from './amount.ts';
export {bankDetailLines, bankDetailsText} from './bank-details.ts';
export {type PaymentMethod, paymentMethods} from './checkout.ts';
export {copyOrSelect, copyText} from './copy-text.ts';
export {
  type AmountOption,
  amountChoices,
  chosenCents,
  DEFAULT_AMOUNT_OPTION,
  donationPayload,
  qrLabel,
  typedAmountError,
} from './donate-view.ts';
export type {
  GiftRecord,
  GiftStatus,
  PledgedGift,
  ReceiptMailRecord,
  StaffGiftRecord,
} from './gift-records.ts';
export {findGiftReference, isGiftReference, newGiftReference, REFERENCE_ALPHABET} from './gift-reference.ts';
export type {IrasFilingRecord} from './iras-filing-records.ts';
export {type PayStep, payNowSteps} from './pay-steps.ts';
export {buildPayNowPayload} from './paynow-payload.ts';
export {pledgeCheckoutLinks, pledgeMailNote, pledgePayload, pledgeSummary} from './pledge.ts';
export {
  checkPledgeDraft,
  EMPTY_PLEDGE,
  PLEDGE_FORM_WORDS,
  type PledgeDraft,
  type PledgeField,
  pledgeAmountChoices,
  pledgeBody,
  pledgeFieldErrors,
  pledgeProjectChoices,
} from './pledge-form.ts';
export {canShareImages, downloadFile, shareFile} from './save-file.ts';
export type {
  StatementColumns,
  StatementImport,
  StatementReport,
  StatementReportRow,
} from './statement-records.ts';
export {DONATE_WORDS} from './words.ts';
