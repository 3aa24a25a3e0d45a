// A statement file's lines as cells, through csv-parse, each with the line number staff see in the file.
import {CsvError, parse} from 'csv-parse/sync';

/** One CSV record: its 1-based line in the file (where it starts) and its cells as written. */
export type StatementLine = {line: number; cells: string[]};

/**
 * Splits a statement into records with `delimiter`; quotes may hold commas, line breaks and doubled quotes,
 * a byte-order mark is dropped, rows may differ in length.
 *
 * @throws {CsvError} when a quote is never closed.
 */
export function statementLines(text: string, delimiter: ',' | ';'): StatementLine[] {
  // Line ends made `\n` first: csv-parse counts a quoted CRLF as two lines.
  const records = parse(text.replace(/\r\n?/g, '\n'), {
    bom: true,
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
  }) as unknown as {record: string[]; info: {lines: number}}[]; // info: true wraps each record; the types miss it.
  // info.lines is where a record ends; a value's own line breaks move its start back.
  return records.map(({record, info}) => ({
    line: info.lines - (record.join('').match(/\n/g)?.length ?? 0),
    cells: record,
  }));
}

/** The plain sentence for a file csv-parse could not split; anything else is rethrown. */
export function unreadableMessage(error: unknown): string {
  if (!(error instanceof CsvError)) throw error;
  return error.code === 'CSV_QUOTE_NOT_CLOSED'
    ? 'The file ends inside a quoted value: a closing " is missing.'
    : `The file is not a CSV statement we can read: ${error.message}`;
}
