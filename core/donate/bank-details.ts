// Bank transfer details as one block of text, the exact words 'Copy Account Details' puts on the clipboard.
import {inEnglish, type Translator} from '../i18n/index.ts';
import {DONATE_WORDS} from './words.ts';

/** The foundation's bank account, all from configuration. */
export type BankDetails = {
  bankName: string;
  accountNumber: string;
  beneficiaryName: string;
  bankCode: string;
};

/**
 * The labelled lines the page lists, in the order it lists them, labels in the translator's language; a
 * pledge adds its reference last ('Comments (your reference)': where the donor types it).
 */
export function bankDetailLines(
  bank: BankDetails,
  reference?: string,
  t: Translator = inEnglish,
): [label: string, value: string][] {
  const lines: [string, string][] = [
    [DONATE_WORDS.bankName, bank.bankName],
    [DONATE_WORDS.accountNumber, bank.accountNumber],
    [DONATE_WORDS.beneficiaryName, bank.beneficiaryName],
    [DONATE_WORDS.bankCode, bank.bankCode],
  ];
  if (reference) lines.push([DONATE_WORDS.referenceLine, reference]);
  return lines.map(([label, value]) => [t(label), value]);
}

/**
 * The text to copy: one 'Label: value' line each, so it pastes cleanly into a banking app or a note.
 * @example bankDetailsText(bank) // 'Bank: DBS Bank Ltd\nAccount number: 000-000000-0\n...'
 */
export function bankDetailsText(bank: BankDetails, reference?: string, t: Translator = inEnglish): string {
  return bankDetailLines(bank, reference, t)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
