// Donation amounts typed by donors, checked the same way on the site and in the widget.

/** Preset amounts in dollars for the PayNow QR. */
export const DONATION_PRESETS: readonly number[] = [10, 50, 100];

/** The largest amount a PayNow QR carries here, in cents ($999,999.99). */
export const MAX_DONATION_CENTS = 99_999_999;

/** Why a typed amount is refused: the donate book's key of the message to show beside the field. */
export type AmountProblem =
  | 'amountEmpty'
  | 'amountNotNumber'
  | 'amountTooManyDecimals'
  | 'amountNotPositive'
  | 'amountTooLarge';

/** The checked amount, or why it is refused (say it with `words(check.problem)`). */
export type AmountCheck = {ok: true; amount: number; cents: number} | {ok: false; problem: AmountProblem};

/**
 * Checks what a donor typed: `$`, spaces and thousands commas are allowed; at most 2 decimals; more
 * than 0 and at most $999,999.99.
 * @example checkDonationAmount('1,250.5') // {ok: true, amount: 1250.5, cents: 125050}
 * @example checkDonationAmount('0') // {ok: false, problem: 'amountNotPositive'}
 */
export function checkDonationAmount(text: string): AmountCheck {
  const cleaned = text
    .trim()
    .replace(/^(S\$|\$)/i, '')
    .replace(/[\s,]/g, '');
  if (cleaned === '') return {ok: false, problem: 'amountEmpty'};
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return {ok: false, problem: 'amountNotNumber'};
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return {ok: false, problem: 'amountTooManyDecimals'};
  // Parsed from the digits, not through floating point, so '0.29' is exactly 29 cents.
  if (whole.replace(/^0+/, '').length > 6) return {ok: false, problem: 'amountTooLarge'};
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return {ok: false, problem: 'amountNotPositive'};
  if (cents > MAX_DONATION_CENTS) return {ok: false, problem: 'amountTooLarge'};
  return {ok: true, amount: cents / 100, cents};
}
