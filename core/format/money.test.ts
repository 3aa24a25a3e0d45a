import {describe, expect, test} from 'vitest';
import {formatCents, formatMoney, toCents} from './money.ts';

describe('toCents', () => {
  test.each([
    {amount: 0, cents: 0},
    {amount: 8500, cents: 850_000},
    {amount: 12.34, cents: 1234},
    {amount: 12.345, cents: 1235},
    {amount: 1.005, cents: 101},
    {amount: 0.1 + 0.2, cents: 30},
    {amount: 19.999, cents: 2000},
    {amount: 0.004, cents: 0},
    {amount: -5, cents: -500},
    {amount: -0.125, cents: -13},
    {amount: -0.001, cents: 0},
    {amount: 1e21, cents: 1e23},
    {amount: 1e-7, cents: 0},
  ])('$amount dollars -> $cents cents', ({amount, cents}) => {
    expect(toCents(amount)).toBe(cents);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  test.each([
    {cents: 850_000, text: '$8,500'},
    {cents: 123_450, text: '$1,234.50'},
    {cents: 0, text: '$0'},
    {cents: -0, text: '$0'},
    {cents: 5, text: '$0.05'},
    {cents: 99, text: '$0.99'},
    {cents: 100, text: '$1'},
    {cents: -500, text: '-$5'},
    {cents: -123_456, text: '-$1,234.56'},
    {cents: 100_000_000_00, text: '$100,000,000'},
    {cents: 1234.6, text: '$12.35'},
  ])('$cents -> $text', ({cents, text}) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatMoney', () => {
  test.each([
    {amount: 8500, text: '$8,500'},
    {amount: 10_000, text: '$10,000'},
    {amount: 1234.5, text: '$1,234.50'},
    {amount: 12.345, text: '$12.35'},
    {amount: -5, text: '-$5'},
    {amount: -0.001, text: '$0'},
    {amount: 0.1 + 0.2, text: '$0.30'},
  ])('$amount -> $text', ({amount, text}) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
