// Phone numbers as people read them: Singapore numbers in two groups of four after the country code.

/**
 * Formats a stored phone number for display. '+6591234567' -> '+65 9123 4567'; a number we do not
 * recognise is shown as it was stored (spaces tidied).
 * @example formatPhone('+6591234567') // '+65 9123 4567'
 */
export function formatPhone(stored: string): string {
  const compact = stored.replace(/[\s-]/g, '');
  const singapore = /^(?:\+65)?([3689]\d{3})(\d{4})$/.exec(compact);
  if (singapore) return `+65 ${singapore[1]} ${singapore[2]}`;
  return stored.trim().replace(/\s+/g, ' ');
}

/**
 * A phone number as a spreadsheet keeps it: as text, readable, never a number or a formula. Excel reads a
 * leading `+` as the start of a formula and '6591234567' as a number (shown 6.59E+09), but digits in
 * groups split by spaces as text; so the display form is written without its `+`.
 * @example spreadsheetPhone('+6591234567') // '65 9123 4567'
 */
export function spreadsheetPhone(stored: string): string {
  const shown = formatPhone(stored);
  // Without a space Excel would read the digits as one number, losing the `+` and the readability.
  return /^\+\s*\S+\s/.test(shown) ? shown.replace(/^\+\s*/, '') : shown;
}
