// Bank transfer details as one block of text, the exact words 'Copy Account Details' puts on the clipboard.

/** The foundation's bank account, all from configuration. */
export type BankDetails = {
  bankName: string;
  accountNumber: string;
  beneficiaryName: string;
  bankCode: string;
};

/** The label of a pledge's reference among the bank details: where the donor types it. */
const REFERENCE_LINE_LABEL = 'Comments (your reference)';

/** The labelled lines the page lists, in the order it lists them; a pledge adds its reference last. */
export function bankDetailLines(bank: BankDetails, reference?: string): [label: string, value: string][] {
  return [
    ['Bank', bank.bankName],
    ['Account number', bank.accountNumber],
    ['Beneficiary name', bank.beneficiaryName],
    ['Bank code', bank.bankCode],
    ...(reference ? [[REFERENCE_LINE_LABEL, reference] as [string, string]] : []),
  ];
}

/**
 * The text to copy: one 'Label: value' line each, so it pastes cleanly into a banking app or a note.
 * @example bankDetailsText(bank) // 'Bank: DBS Bank Ltd\nAccount number: 000-000000-0\n...'
 */
export function bankDetailsText(bank: BankDetails, reference?: string): string {
  return bankDetailLines(bank, reference)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
