import {describe, expect, it} from 'vitest';
import {AMOUNT_MESSAGES} from './amount.ts';
import {amountChoices, chosenCents, qrLabel, typedAmountError} from './donate-view.ts';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

describe('donate view', () => {
  it('offers the presets, then Other amount, then the bank app', () => {
    expect(amountChoices().map((choice) => choice.label)).toEqual([
      '$10',
      '$50',
      '$100',
      'Other amount',
      'I will type it in my bank app',
    ]);
  });

  it.each([
    {option: 50, typed: '', cents: 5000, error: null},
    {option: 'any', typed: '', cents: undefined, error: null},
    {option: 'other', typed: '12.34', cents: 1234, error: null},
    {option: 'other', typed: '', cents: null, error: null},
    {option: 'other', typed: '1.234', cents: null, error: AMOUNT_MESSAGES.tooManyDecimals},
  ] as const)('$option with "$typed" gives $cents cents', ({option, typed, cents, error}) => {
    expect(chosenCents(option, typed)).toBe(cents);
    expect(typedAmountError(option, typed)).toBe(error);
  });

  it.each([
    {cents: 5000, label: 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A'},
    {cents: undefined, label: 'PayNow QR code: any amount to NARD FOUNDATION LTD, UEN 202400000A'},
  ])('labels the QR for $cents cents', ({cents, label}) => {
    expect(qrLabel(paynow, cents)).toBe(label);
  });
});
