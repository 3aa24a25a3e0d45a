import {describe, expect, it} from 'vitest';
import {checkDonationAmount} from './amount.ts';

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
    {text: '', problem: 'amountEmpty'},
    {text: '   ', problem: 'amountEmpty'},
    {text: 'ten', problem: 'amountNotNumber'},
    {text: '1e3', problem: 'amountNotNumber'},
    {text: '-5', problem: 'amountNotNumber'},
    {text: '.', problem: 'amountNotNumber'},
    {text: '1.2.3', problem: 'amountNotNumber'},
    {text: '10.505', problem: 'amountTooManyDecimals'},
    {text: '0', problem: 'amountNotPositive'},
    {text: '0.00', problem: 'amountNotPositive'},
    {text: '1000000', problem: 'amountTooLarge'},
    {text: '99999999999999999999', problem: 'amountTooLarge'},
  ])('refuses "$text"', ({text, problem}) => {
    expect(checkDonationAmount(text)).toEqual({ok: false, problem});
  });
});
