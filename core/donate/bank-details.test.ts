import {describe, expect, it} from 'vitest';
import {bankDetailLines, bankDetailsText} from './bank-details.ts';

const bank = {
  bankName: 'Sample Bank',
  accountNumber: '000-000000-0',
  beneficiaryName: 'The Nard Foundation Limited',
  bankCode: '7000',
};

describe('bank details', () => {
  it('lists the labelled lines in page order', () => {
    expect(bankDetailLines(bank).map(([label]) => label)).toEqual([
      'Bank',
      'Account number',
      'Beneficiary name',
      'Bank code',
    ]);
  });

  it('copies one line per detail', () => {
    expect(bankDetailsText(bank)).toBe(
      'Bank: Sample Bank\nAccount number: 000-000000-0\nBeneficiary name: The Nard Foundation Limited\nBank code: 7000',
    );
  });
});
