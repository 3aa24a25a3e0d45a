import {describe, expect, it} from 'vitest';
import {AMOUNT_MESSAGES, checkDonationAmount} from './amount.ts';

describe('checkDonationAmount', () => {
  it.each([
    {text: '10', cents: 1000},
    {text: ' 25.5 ', cents: 2550},
    {text: '$1,250.75', cents: 125075},
    {text: 'S$ 30', cents: 3000},
    {text: '0.29', cents: 29},
    {text: '.5', cents: 50},
    {text: '7.', cents: 700},
    {text: '999999.99', cents: 99999999},
    {text: '000012', cents: 1200},
  ])('accepts $text as $cents cents', ({text, cents}) => {
    expect(checkDonationAmount(text)).toEqual({ok: true, amount: cents / 100, cents});
  });

  it.each([
    {text: '', message: AMOUNT_MESSAGES.empty},
    {text: '   ', message: AMOUNT_MESSAGES.empty},
    {text: 'ten', message: AMOUNT_MESSAGES.notNumber},
    {text: '1e3', message: AMOUNT_MESSAGES.notNumber},
    {text: '-5', message: AMOUNT_MESSAGES.notNumber},
    {text: '.', message: AMOUNT_MESSAGES.notNumber},
    {text: '1.2.3', message: AMOUNT_MESSAGES.notNumber},
    {text: '10.505', message: AMOUNT_MESSAGES.tooManyDecimals},
    {text: '0', message: AMOUNT_MESSAGES.notPositive},
    {text: '0.00', message: AMOUNT_MESSAGES.notPositive},
    {text: '1000000', message: AMOUNT_MESSAGES.tooLarge},
    {text: '99999999999999999999', message: AMOUNT_MESSAGES.tooLarge},
  ])('refuses "$text"', ({text, message}) => {
    expect(checkDonationAmount(text)).toEqual({ok: false, message});
  });
});
