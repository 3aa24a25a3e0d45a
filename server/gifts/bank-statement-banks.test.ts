// Each bank's statement as its internet banking exports it (issue 56; tests/fixtures/statements): every
// transfer in is read with its day and amount, the donor's reference is found in whichever column or line
// the bank put it, and the payer's name is picked out of the bank's words.
import {describe, expect, it} from 'vitest';
import {findGiftReference} from '../../core/donate/index.ts';
import {type Bank, bankStatement} from '../../tests/support/bank-statements.ts';
import {readBankStatement} from './bank-statement.ts';
import {payerName} from './statement-payer.ts';

const TODAY = '2026-12-02';
const REFS = {
  1: 'NARD-P5Y3-79LA',
  2: 'nard 54sr 79la',
  3: 'NARD-RJ2K-8KQM',
  4: 'NARD7KQM3XWA',
  5: 'nard-mk2t-k7rn',
  6: 'NARD CSL2 75AB',
  7: 'NARD-GEN7-ERCK',
};
const day = (back: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

type Expected = {date: string; amountCents: number; reference: string | null; payer: string | null};

const EXPECTED: Record<Bank, Expected[]> = {
  'dbs-older': [
    {date: day(9), amountCents: 10_000, reference: 'NARD-P5Y3-79LA', payer: 'TAN AH KOW'},
    {date: day(8), amountCents: 5_000, reference: 'NARD-54SR-79LA', payer: 'SITI BINTE RAHMAT'},
    {date: day(6), amountCents: 3_000, reference: null, payer: 'LIM MEI LING'},
  ],
  'dbs-newer': [
    {date: day(9), amountCents: 8_800, reference: 'NARD-RJ2K-8KQM', payer: 'RAJESH KUMAR'},
    {date: day(5), amountCents: 2_500, reference: null, payer: 'ONG BENG HOCK'},
  ],
  ocbc: [
    {date: day(9), amountCents: 12_000, reference: 'NARD-7KQM-3XWA', payer: 'NG BEE HOON'},
    {date: day(8), amountCents: 4_000, reference: null, payer: 'WONG KAI MING'},
  ],
  uob: [
    {date: day(9), amountCents: 6_000, reference: 'NARD-MK2T-K7RN', payer: 'MUTHU KRISHNAN'},
    {date: day(7), amountCents: 7_500, reference: 'NARD-CSL2-75AB', payer: 'CHUA SIEW LAN'},
    {date: day(3), amountCents: 1_500, reference: null, payer: 'ALI BIN HASSAN'},
  ],
  generic: [
    {date: day(9), amountCents: 120_000, reference: 'NARD-GEN7-ERCK', payer: null},
    {date: day(2), amountCents: 1_000, reference: null, payer: null},
  ],
};

describe.each(Object.keys(EXPECTED) as Bank[])('a %s statement', (bank) => {
  const statement = readBankStatement(bankStatement(bank, TODAY, REFS));

  it('is read without a mapping, money out and the account lines left out', () => {
    if (!statement.ok) throw new Error(statement.message);
    expect(statement.problems).toEqual([]);
    expect(statement.rows.map(({date, amountCents}) => ({date, amountCents}))).toEqual(
      EXPECTED[bank].map(({date, amountCents}) => ({date, amountCents})),
    );
  });

  it('finds the reference and the payer wherever the bank put them', () => {
    if (!statement.ok) throw new Error(statement.message);
    expect(
      statement.rows.map((row) => ({reference: findGiftReference(row.text), payer: payerName(row.text)})),
    ).toEqual(EXPECTED[bank].map(({reference, payer}) => ({reference, payer})));
  });
});

describe('payerName', () => {
  it.each([
    ['ICT / PAYNOW TRANSFER / TAN AH KOW / NARD-P5Y3-79LA', 'TAN AH KOW'],
    ['PAYNOW-FAST / FROM: NG BEE HOON / OTHR NARD-P5Y3-79LA', 'NG BEE HOON'],
    ['GIRO FROM ONG BENG HOCK', 'ONG BENG HOCK'],
    ['CASH DEPOSIT', null],
    ['PAYNOW NARD-P5Y3-79LA', null],
    ['FAST PAYMENT / Daniel Koh', 'Daniel Koh'],
  ])('%j names %j', (text, payer) => {
    expect(payerName(text)).toBe(payer);
  });
});
