// RFC 4180 CSV that Excel opens as UTF-8 and that cannot smuggle a formula into a spreadsheet.

/** One CSV cell: text is escaped and neutralised; numbers are written as they are. */
export type CsvCell = string | number;

/** The byte-order mark that makes Excel read the file as UTF-8 (names like 'Zoë' stay intact). */
export const CSV_BOM = '\uFEFF';

// OWASP CSV injection: a cell starting with one of these may run as a formula in Excel or Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Makes one cell safe: a leading `= + - @ tab CR` gets an apostrophe, and a cell with a comma, quote or
 * line break is quoted with inner quotes doubled.
 * @example csvCell('=SUM(A1)') // "'=SUM(A1)"
 * @example csvCell('Rice, 5 kg') // '"Rice, 5 kg"'
 */
export function csvCell(cell: CsvCell): string {
  let text = typeof cell === 'number' ? String(cell) : cell;
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV file: BOM, header line, then one line per row, lines ended by CRLF as RFC 4180 asks.
 * @example toCsv(['No.', 'Contributor'], [[1, 'Ann']]) // '\uFEFFNo.,Contributor\r\n1,Ann\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
