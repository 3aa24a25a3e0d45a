// A statement file's lines as cells, each with the line number staff see in the file. Split here, in one
// pass, rather than by csv-parse: csv-parse builds an error object (a stack trace and a deep copy of its
// options) for every record whose length differs from the first, so a file whose first line is an account
// detail, or a million lines of `,`, cost it 5-15 µs a line and more with each line (issue 55).
import {CsvError} from 'csv-parse/sync';

/** One CSV record: its 1-based line in the file (where it starts) and its cells as written. */
export type StatementLine = {line: number; cells: string[]};

const QUOTE = '"';

/**
 * Splits a statement into records with `delimiter`; quotes may hold delimiters, line breaks and doubled
 * quotes, a quote inside an unquoted value stays as written (O"Brien), a byte-order mark is dropped, line
 * ends may be CRLF, rows may differ in length. Linear in the text's length.
 *
 * @throws {CsvError} CSV_QUOTE_NOT_CLOSED when a quote is never closed.
 */
export function statementLines(text: string, delimiter: ',' | ';'): StatementLine[] {
  const source = (text.startsWith('\uFEFF') ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const records: StatementLine[] = [];
  let cells: string[] = [];
  let at = 0;
  let line = 1;
  let recordLine = 1;
  while (at < source.length) {
    let cell: string;
    if (source[at] === QUOTE) {
      const read = quotedCell(source, at + 1, delimiter, recordLine);
      cell = read.cell;
      line += read.lineBreaks;
      at = read.end;
    } else {
      const end = cellEnd(source, at, delimiter);
      cell = source.slice(at, end);
      at = end;
    }
    cells.push(cell);
    if (source[at] === delimiter) {
      at++;
      // A delimiter at the very end still closes an empty last cell.
      if (at === source.length) cells.push('');
      continue;
    }
    // A line break or the end of the text ends the record.
    records.push({line: recordLine, cells});
    cells = [];
    at++;
    line++;
    recordLine = line;
  }
  // A text ending in a delimiter ends inside its last record.
  if (cells.length > 0) records.push({line: recordLine, cells});
  return records;
}

/** Where an unquoted cell starting at `from` ends: at the next delimiter or line break (read once). */
function cellEnd(source: string, from: number, delimiter: string): number {
  let at = from;
  while (at < source.length && source[at] !== delimiter && source[at] !== '\n') at++;
  return at;
}

/**
 * A quoted cell whose text starts at `from` (after the opening quote): its value, how many line breaks it
 * holds, and where the text after it starts. Anything after the closing quote, up to the delimiter, is
 * kept as written.
 */
function quotedCell(source: string, from: number, delimiter: string, recordLine: number) {
  let cell = '';
  let at = from;
  for (;;) {
    const close = source.indexOf(QUOTE, at);
    if (close < 0) {
      // csv-parse's own error, so csvFailureMessage words it as for every other CSV file; its options
      // are read only to decode a Buffer, which a string statement never holds.
      const options = {} as ConstructorParameters<typeof CsvError>[2];
      const message = `Quote Not Closed: the quote on line ${recordLine} is never closed`;
      throw new CsvError('CSV_QUOTE_NOT_CLOSED', message, options);
    }
    cell += source.slice(at, close);
    if (source[close + 1] === QUOTE) {
      cell += QUOTE;
      at = close + 2;
      continue;
    }
    at = close + 1;
    break;
  }
  const end = cellEnd(source, at, delimiter);
  cell += source.slice(at, end);
  return {cell, end, lineBreaks: countBreaks(cell)};
}

function countBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
