// Reads an import file into plain records: a JSON array of objects, or CSV with a header row (RFC 4180).
import {parse} from 'csv-parse/sync';
import {csvFailureMessage, EXPORTED_CSV} from '../../csv/exported-csv.ts';

/** One input row: column name -> raw value, with its 1-based row number for error messages. */
export type RawRow = {row: number; values: Record<string, unknown>};

// Rows of cells; a row of empty or blank values is no row (spreadsheets export them as ",,").
function csvRows(text: string): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, EXPORTED_CSV);
  } catch (error) {
    throw new Error(csvFailureMessage(error, 'The CSV file'));
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

function fromCsv(text: string): RawRow[] {
  const [header, ...body] = csvRows(text);
  if (!header) throw new Error('The CSV file is empty: it needs a header row and at least one data row.');
  const columns = header.map((name) => name.trim());
  return body.map((cells, index) => {
    if (cells.length > columns.length) {
      throw new Error(
        `Row ${index + 1}: it has ${cells.length} values but the header has ${columns.length}.`,
      );
    }
    return {
      row: index + 1,
      values: Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? ''])),
    };
  });
}

function fromJson(text: string): RawRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`The JSON file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new Error('The JSON file must hold an array of rows: [{...}, {...}].');
  return data.map((values, index) => {
    if (!values || typeof values !== 'object' || Array.isArray(values)) {
      throw new Error(`Row ${index + 1}: each row must be an object like {"name": "..."}.`);
    }
    return {row: index + 1, values: values as Record<string, unknown>};
  });
}

/** Parses by file extension: .json or .csv. */
export function parseTable(fileName: string, text: string): RawRow[] {
  if (fileName.toLowerCase().endsWith('.json')) return fromJson(text);
  if (fileName.toLowerCase().endsWith('.csv')) return fromCsv(text);
  throw new Error(`Unknown file type "${fileName}": use a .json or .csv file.`);
}
