// A statement file's lines as cells, through csv-parse, each with the line number staff see in the file.
import {parse} from 'csv-parse/sync';
import {EXPORTED_CSV} from '../csv/exported-csv.ts';

/** One CSV record: its 1-based line in the file (where it starts) and its cells as written. */
export type StatementLine = {line: number; cells: string[]};

// With `info: true` csv-parse hands each record as {record, info}; its sync types do not say so.
type RecordWithInfo = {record: string[]; info: {lines: number}};

/**
 * Splits a statement into records with `delimiter`; quotes may hold delimiters, line breaks and doubled
 * quotes, a byte-order mark is dropped, rows may differ in length.
 *
 * @throws {CsvError} when a quote is never closed.
 */
export function statementLines(text: string, delimiter: ',' | ';'): StatementLine[] {
  // Line ends made `\n` first: csv-parse counts a quoted CRLF as two lines.
  const options = {...EXPORTED_CSV, delimiter, info: true};
  const records = parse(text.replace(/\r\n?/g, '\n'), options) as unknown as RecordWithInfo[];
  // info.lines is where a record ends; a value's own line breaks move its start back.
  return records.map(({record, info}) => ({
    line: info.lines - (record.join('').match(/\n/g)?.length ?? 0),
    cells: record,
  }));
}
