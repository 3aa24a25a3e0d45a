// Bank transfer details as one block of text, the exact words 'Copy Account Details' puts on the clipboard.
import type {DonateWords} from './donate-words.ts';

/** The foundation's bank account, all from configuration. */
export type BankDetails = {
  bankName: string;
  accountNumber: string;
  beneficiaryName: string;
  bankCode: string;
};

/**
 * The labelled lines the page lists, in the order it lists them; a pledge adds its reference last, labelled
 * as where the donor types it ('Comments (your reference)').
 */
export function bankDetailLines(
  bank: BankDetails,
  words: DonateWords,
  reference?: string,
): [label: string, value: string][] {
  return [
    [words('bankName'), bank.bankName],
    [words('accountNumber'), bank.accountNumber],
    [words('beneficiaryName'), bank.beneficiaryName],
    [words('bankCode'), bank.bankCode],
    ...(reference ? [[words('referenceLine'), reference] as [string, string]] : []),
  ];
}

/**
 * The text to copy: one 'Label: value' line each, so it pastes cleanly into a banking app or a note.
 * @example bankDetailsText(bank, words) // 'Bank: DBS Bank Ltd\nAccount number: 000-000000-0\n...'
 */
export function bankDetailsText(bank: BankDetails, words: DonateWords, reference?: string): string {
  return bankDetailLines(bank, words, reference)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
