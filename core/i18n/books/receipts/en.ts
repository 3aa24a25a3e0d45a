// A receipt's words (server/gifts/receipt-pdf.ts, issue 56): the English is the receipt IRAS and the
// auditors read; the other languages give the donor a summary beside it.
export default {
  titleTaxReceipt: 'Tax deduction receipt',
  titleAcknowledgement: 'Donation acknowledgement',
  receiptNumber: 'Receipt number',
  dateReceived: 'Date received',
  amount: 'Amount',
  amountValue: '{amount} (Singapore dollars)',
  paidBy: 'Paid by',
  project: 'For',
  receivedFrom: 'Received from',
  taxId: 'NRIC, FIN or UEN',
  giftReference: 'Gift reference',
  methodTransfer: 'PayNow or bank transfer',
  methodPaynow: 'PayNow',
  methodBankTransfer: 'Bank transfer',
  methodCheque: 'Cheque',
  methodCash: 'Cash',
  methodCard: 'Card',
  deductionUntil: 'Tax deduction: {percent}% of the amount, for donations made up to {until}.',
  deductionBetween: 'Tax deduction: {percent}% of the amount, for donations made from {from} to {until}.',
  taxReported:
    'We report this donation to IRAS with your NRIC, FIN or UEN, so the deduction is included in your tax assessment automatically. You do not need to claim it.',
  noTax:
    'No NRIC, FIN or UEN was given with this gift, so it is not reported to IRAS and no tax deduction is claimed for it.',
  noBenefit: 'No goods or services were given in return for this donation.',
  noBenefitAll: 'No goods or services were given in return for these donations.',
  computerGenerated: 'This receipt is computer-generated; no signature is needed.',
  issuedBy: 'Issued by {signatory}',
  summaryHeading: 'Summary of this receipt',
  summaryNote: 'This is a summary for your convenience; the English text above is the receipt.',
};
