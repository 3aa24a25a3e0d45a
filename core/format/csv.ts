// RFC 4180 CSV that Excel opens as UTF-8 and that cannot smuggle a formula into a spreadsheet.

/** One CSV cell: text is quoted and neutralised; numbers are written as they are. */
export type CsvCell = string | number;

/** The byte-order mark that makes Excel read the file as UTF-8 (names like 'Zoë' stay intact). */
export const CSV_BOM = '\uFEFF';

// OWASP CSV injection: a cell starting with one of these may run as a formula in Excel or Sheets.
const FORMULA_START = /^[=+\-@\t\r\0]/;

// Only digits, spaces and `+ - ( ) .`: at worst sums of constants, which can neither call a function nor
// reach another cell or program, so the apostrophe (which Excel shows, in a CSV, as part of the text) is
// left off. Phone numbers and negative amounts read as staff typed them.
const ONLY_DIGITS_AND_SIGNS = /^[\d\s+\-().]*\d[\d\s+\-().]*$/;

/**
 * Makes one cell safe: a leading `= + - @ tab CR` gets an apostrophe (unless the cell holds nothing but
 * digits, spaces and `+ - ( ) .`), and every text cell is quoted with
 * inner quotes doubled. Quoting all text, not only cells with a comma, keeps a cell whole in a spreadsheet
 * that splits on another separator (Excel set to `;` would otherwise run the `=1+2` in `Ann;=1+2;x`).
 * Numbers are written as they are.
 * @example csvCell('=SUM(A1)') // `"'=SUM(A1)"`
 * @example csvCell('Rice, 5 kg') // '"Rice, 5 kg"'
 * @example csvCell(42) // '42'
 */
export function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const guarded = FORMULA_START.test(cell) && !ONLY_DIGITS_AND_SIGNS.test(cell);
  const text = guarded ? `'${cell}` : cell;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A whole CSV file: BOM, header line, then one line per row, lines ended by CRLF as RFC 4180 asks.
 * @example toCsv(['No.', 'Contributor'], [[1, 'Ann']]) // '\uFEFF"No.","Contributor"\r\n1,"Ann"\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
