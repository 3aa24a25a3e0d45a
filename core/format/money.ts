// Dollar amounts: the API sends dollars (at most 2 decimals); totals are summed in whole cents.
import {groupedWhole} from './grouped.ts';

/**
 * Converts dollars to whole cents, rounding half away from zero at the cent using the number's decimal
 * text, so `1.005` gives 101 (plain `Math.round(1.005 * 100)` gives 100).
 *
 * @throws {RangeError} when the amount is not a finite number.
 * @example
 * toCents(12.345); // 1235
 * toCents(-0.125); // -13
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Expected a finite amount of dollars, got ${amount}`);
  }
  const size = Math.abs(amount);
  const text = String(size);
  // Shifting the decimal point in the text avoids binary float error; exponent forms fall back to maths.
  const cents = text.includes('e') ? Math.round(size * 100) : Math.round(Number(`${text}e2`));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Whole cents as the API's dollars: the one way back from the cents the database and the totals keep.
 *
 * @example
 * toDollars(123450); // 1234.5
 */
export function toDollars(cents: number): number {
  return cents / 100;
}

// Digits grouped by hand (grouped.ts), not with Intl.NumberFormat: building a formatter costs tens of
// milliseconds on a phone (measured 25 ms in the widgets).
function formatDollars(whole: number, cents: number): string {
  // Past 2^53 String() gives an exponent; no real amount gets there, but Intl still words it right.
  const grouped = groupedWhole(whole) ?? whole.toLocaleString('en-US', {maximumFractionDigits: 0});
  return cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0')}`;
}

/**
 * Formats whole cents as dollars: no decimals for whole dollars, two otherwise; a minus sign before
 * the dollar sign. Fractions of a cent are rounded first.
 *
 * @example
 * formatCents(850000); // '$8,500'
 * formatCents(123450); // '$1,234.50'
 * formatCents(-500); // '-$5'
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${formatDollars(Math.floor(whole / 100), whole % 100)}`;
}

/**
 * Formats an amount of dollars, e.g. for a table cell or a total.
 *
 * @example
 * formatMoney(8500); // '$8,500'
 * formatMoney(1234.5); // '$1,234.50'
 */
export function formatMoney(amount: number): string {
  return formatCents(toCents(amount));
}
