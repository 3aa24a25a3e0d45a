// Whole numbers with their thousands grouped by hand ('1,234,567'), as en-SG, zh-Hans-SG, ms-SG and ta-SG
// all write them, rather than with Intl.NumberFormat: a page's first Intl formatter loads ICU's data, 25-100
// ms in this machine's Chromium (decision 038). grouped.test.ts holds it to Intl's answers in all four.

/**
 * `value` with its thousands grouped, or undefined for what only Intl words right (fractions, past 2^53).
 * @example groupedWhole(-1234567) // '-1,234,567'
 */
export function groupedWhole(value: number): string | undefined {
  if (!Number.isSafeInteger(value)) return undefined;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
