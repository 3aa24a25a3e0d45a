// Donation amounts typed by donors, checked the same way on the site and in the widget.

import {toDollars} from '../format/money.ts';
import {DONATE_WORDS} from './words.ts';

/** Preset amounts in dollars for the PayNow QR. */
export const DONATION_PRESETS: readonly number[] = [10, 50, 100];

/** The largest amount a PayNow QR carries here, in cents ($999,999.99). */
export const MAX_DONATION_CENTS = 99_999_999;

/** The checked amount, or a plain message to show beside the field. */
export type AmountCheck = {ok: true; amount: number; cents: number} | {ok: false; message: string};

/** Messages the amount check shows (English; views translate them); pages and tests use the same words. */
export const AMOUNT_MESSAGES = {
  empty: DONATE_WORDS.amountEmpty,
  notNumber: DONATE_WORDS.amountNotNumber,
  tooManyDecimals: DONATE_WORDS.amountTooManyDecimals,
  notPositive: DONATE_WORDS.amountNotPositive,
  tooLarge: DONATE_WORDS.amountTooLarge,
} as const;

/**
 * Checks what a donor typed: `$`, spaces and thousands commas are allowed; at most 2 decimals; more
 * than 0 and at most $999,999.99.
 * @example checkDonationAmount('1,250.5') // {ok: true, amount: 1250.5, cents: 125050}
 * @example checkDonationAmount('0') // {ok: false, message: 'The amount must be more than $0.'}
 */
export function checkDonationAmount(text: string): AmountCheck {
  const cleaned = text
    .trim()
    .replace(/^(S\$|\$)/i, '')
    .replace(/[\s,]/g, '');
  if (cleaned === '') return {ok: false, message: AMOUNT_MESSAGES.empty};
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return {ok: false, message: AMOUNT_MESSAGES.notNumber};
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return {ok: false, message: AMOUNT_MESSAGES.tooManyDecimals};
  // Parsed from the digits, not through floating point, so '0.29' is exactly 29 cents.
  if (whole.replace(/^0+/, '').length > 6) return {ok: false, message: AMOUNT_MESSAGES.tooLarge};
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return {ok: false, message: AMOUNT_MESSAGES.notPositive};
  if (cents > MAX_DONATION_CENTS) return {ok: false, message: AMOUNT_MESSAGES.tooLarge};
  return {ok: true, amount: toDollars(cents), cents};
}
