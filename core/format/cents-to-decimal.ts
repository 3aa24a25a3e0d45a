// Plain decimals for files: spreadsheets add '1234.50' up, but not '$1,234.50'.

/** Integer cents to a plain decimal, e.g. `123450` -> `'1234.50'`. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
