// RECEIPT_SIGNATORY and RECEIPT_DEDUCTION as the receipt reads them (decision 054): what is taken, what is
// refused with which words, and which period a day falls in.
import {describe, expect, it} from 'vitest';
import {ConfigError} from './config-error.ts';
import {DEFAULT_RECEIPT_DEDUCTION, deductionOn, receiptWording} from './receipt-settings.ts';

describe('receiptWording', () => {
  it("defaults to no signatory and IRAS's 250% for donations up to 31 December 2026", () => {
    expect(DEFAULT_RECEIPT_DEDUCTION).toBe('250% until 2026-12-31');
    expect(receiptWording({})).toEqual({
      signatory: null,
      deductions: [{percent: 250, from: null, until: '2026-12-31'}],
    });
  });

  it.each([
    [{RECEIPT_SIGNATORY: '  Tan Mei Ling, Treasurer '}, {signatory: 'Tan Mei Ling, Treasurer'}],
    [{RECEIPT_SIGNATORY: '陈美玲，财务'}, {signatory: '陈美玲，财务'}],
    [{RECEIPT_SIGNATORY: '   '}, {signatory: null}],
    [
      {RECEIPT_DEDUCTION: '250% until 2026-12-31; 200 % UNTIL 2029-12-31'},
      {
        deductions: [
          {percent: 250, from: null, until: '2026-12-31'},
          {percent: 200, from: '2027-01-01', until: '2029-12-31'},
        ],
      },
    ],
    [
      {RECEIPT_DEDUCTION: '300% until 2024-02-29'},
      {deductions: [{percent: 300, from: null, until: '2024-02-29'}]},
    ],
  ])('takes %j', (env, expected) => {
    expect(receiptWording(env)).toMatchObject(expected);
  });

  it.each([
    [{RECEIPT_SIGNATORY: 'Tan Mei Ling\nTreasurer'}, 'RECEIPT_SIGNATORY must be the name and role'],
    [{RECEIPT_SIGNATORY: 'x'.repeat(81)}, 'on one line of at most 80 characters'],
    [{RECEIPT_SIGNATORY: '<b>Tan</b>'}, 'like "Tan Mei Ling, Treasurer"'],
    [{RECEIPT_SIGNATORY: '12345'}, 'RECEIPT_SIGNATORY must be'],
    [{RECEIPT_DEDUCTION: '250'}, '("250" is not a rate and a day)'],
    [{RECEIPT_DEDUCTION: '250% until 31/12/2026'}, 'is not a rate and a day'],
    [{RECEIPT_DEDUCTION: '250% until 2026-02-30'}, '(2026-02-30 is not a day of the calendar)'],
    [{RECEIPT_DEDUCTION: '50% until 2026-12-31'}, '(50% is not from 100% to 1000%)'],
    [
      {RECEIPT_DEDUCTION: '250% until 2029-12-31; 200% until 2026-12-31'},
      '(2026-12-31 does not come after 2029-12-31)',
    ],
  ])('refuses %j', (env, words) => {
    expect(() => receiptWording(env)).toThrow(ConfigError);
    expect(() => receiptWording(env)).toThrow(words);
  });
});

describe('deductionOn', () => {
  const periods = receiptWording({
    RECEIPT_DEDUCTION: '250% until 2026-12-31; 200% until 2029-12-31',
  }).deductions;

  it.each([
    ['2024-01-01', 250],
    ['2026-12-31', 250],
    ['2027-01-01', 200],
    ['2029-12-31', 200],
    ['2030-01-01', null],
  ])('gives a gift received on %s the rate %j', (day, percent) => {
    expect(deductionOn(periods, day)?.percent ?? null).toBe(percent);
  });
});
