// How the server reads CSV files that people export from spreadsheets and banks, and words a broken one.
import {CsvError, type Options} from 'csv-parse/sync';

/**
 * csv-parse options for exported files: a byte-order mark is dropped, rows may differ in length (the caller
 * decides what a short or long row means), and a quote inside an unquoted value stays as written (O"Brien).
 */
export const EXPORTED_CSV = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
} as const satisfies Options;

/**
 * The plain sentence for a file csv-parse could not split, about `file` ('The CSV file'); anything that is
 * not a CsvError is rethrown.
 *
 * @example csvFailureMessage(error, 'The file') // 'The file ends inside a quoted value: a closing " is missing.'
 */
export function csvFailureMessage(error: unknown, file: string): string {
  if (!(error instanceof CsvError)) throw error;
  return error.code === 'CSV_QUOTE_NOT_CLOSED'
    ? `${file} ends inside a quoted value: a closing " is missing.`
    : `${file} cannot be read as CSV: ${error.message}`;
}
