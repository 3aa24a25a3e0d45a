// Reads a bank's CSV statement export into the money that came in, so staff can match transfers to pledges.
// Pure: text in, rows and problems out; nothing is stored here.
import {createHash} from 'node:crypto';
import {FieldProblem, readAmountCents, readDate, refusedCharacter} from '../../core/rules/index.ts';
import {csvFailureMessage} from '../csv/exported-csv.ts';
import {
  type ColumnPlaces,
  headerKey,
  mappedPlaces,
  missingRoles,
  recognisedPlaces,
  STATEMENT_COLUMN_NAMES,
  type StatementColumns,
  type StatementRole,
} from './statement-columns.ts';
import {type StatementLine as Line, statementLines} from './statement-lines.ts';

export {STATEMENT_COLUMN_NAMES, type StatementColumns, type StatementRole};

/** One transfer in: `line` is its 1-based line in the file, `text` every text column joined with ' / '. */
export type StatementRow = {
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  amountCents: number;
  text: string;
  /** sha256 hex of date|amountCents|text (+ `#2`, `#3`... for the same row again): importing twice adds nothing. */
  fingerprint: string;
};

/** A line that looks like a transfer but cannot be read; `message` is a plain sentence starting `Line N:`. */
export type StatementProblem = {line: number; message: string};

/**
 * What a statement file gave: its rows and problem lines; or the columns it has and the roles missing, so
 * staff can map them by hand; or why the file cannot be read at all.
 */
export type BankStatement =
  | {
      ok: true;
      columns: StatementColumns;
      /** The header row as the file wrote it, so staff can choose other columns (issue 56). */
      headers: string[];
      rows: StatementRow[];
      problems: StatementProblem[];
    }
  | {ok: false; reason: 'columns'; headers: string[]; missing: StatementRole[]; message: string}
  | {ok: false; reason: 'unreadable'; message: string};

// Singapore banks write amounts with a `.` decimal point, also in `;`-separated files, so a European
// `1.234,50` is not read (it is a problem line, never a wrong amount).
const DELIMITERS = [',', ';'] as const;

function isBlank(line: Line): boolean {
  return line.cells.every((cell) => cell.trim() === '');
}

function cellOf(line: Line, index: number): string {
  return (line.cells[index] ?? '').replace(/\s+/g, ' ').trim();
}

function columnsAt(header: Line, places: ColumnPlaces): StatementColumns {
  return {
    date: cellOf(header, places.date),
    amount: cellOf(header, places.amount),
    text: places.text.map((index) => cellOf(header, index)),
  };
}

// Money in, in cents; null for a line with none (empty, zero, or money going out).
function moneyIn(cell: string): number | null {
  const amount = cell.replace(/\s+/g, '').replace(/SGD|S\$/gi, '');
  if (/^-?\$?[0.,]*$/.test(amount)) return null;
  if (/^-|^\(.*\)$/.test(amount)) return null;
  return readAmountCents(amount);
}

/** How to read the lines under one header: where each role is, its names, and how many columns it has. */
type Layout = {places: ColumnPlaces; columns: StatementColumns; width: number};

type LineRead = {row: Omit<StatementRow, 'fingerprint'>} | {problems: string[]} | null;

// A cell's value, or its problem as a sentence naming the line and the column.
function attempt<T>(line: Line, column: string, reader: () => T): {value: T} | {problem: string} {
  try {
    return {value: reader()};
  } catch (error) {
    if (!(error instanceof FieldProblem)) throw error;
    return {problem: `Line ${line.line}: ${column} ${error.message}.`};
  }
}

// The one text rule (core/rules plain-text) on each cell a row keeps, as the bank wrote it (line breaks in
// a quoted description are the bank's): an export never holds an invisible or control character, and a
// bidi override (U+202E) could show staff one reference while the text holds another.
function invisibleCharacters(line: Line, {places, columns}: Layout): string[] {
  const kept: [string, number][] = [
    [columns.date, places.date],
    [columns.amount, places.amount],
    ...places.text.map((index, at): [string, number] => [columns.text[at]!, index]),
  ];
  return kept.flatMap(([column, index]) => {
    const character = refusedCharacter(line.cells[index] ?? '', 'multi-line');
    if (character === undefined) return [];
    const what = `holds an invisible or control character (${character}), which a bank's export never has`;
    return [
      `Line ${line.line}: ${column} ${what}: it could make the text read as something else. Remove it and import again.`,
    ];
  });
}

function readLine(line: Line, layout: Layout): LineRead {
  const {places, columns, width} = layout;
  const dateCell = cellOf(line, places.date);
  // A footer ("Total,,1234.00"), a note or a blank line has no digits where the date goes.
  if (!/\d/.test(dateCell)) return null;
  // Trailing empty cells are common; filled ones mean a value's comma split it (S$1,000.00 without quotes).
  if (line.cells.slice(width).some((cell) => cell.trim() !== '')) {
    const counted = `it has ${line.cells.length} values but the header has ${width}`;
    return {problems: [`Line ${line.line}: ${counted}; a value with a comma needs quotes ("1,000.00").`]};
  }
  const amount = attempt(line, columns.amount, () => moneyIn(cellOf(line, places.amount)));
  if ('value' in amount && amount.value === null) return null;
  const invisible = invisibleCharacters(line, layout);
  if (invisible.length > 0) return {problems: invisible};
  const date = attempt(line, columns.date, () => readDate(dateCell));
  if ('problem' in amount || 'problem' in date) {
    return {problems: [amount, date].flatMap((read) => ('problem' in read ? [read.problem] : []))};
  }
  return {row: {line: line.line, date: date.value, amountCents: amount.value!, text: textOf(line, places)}};
}

/**
 * The words of a line: every text column's cell, each cell's lines joined, a cell another one already holds
 * left out (DBS's newer `Description` is its `Ref1`-`Ref3` joined), in the file's order, joined with ' / '.
 */
function textOf(line: Line, places: ColumnPlaces): string {
  const cells = places.text.map((index) => cellOf(line, index)).filter((cell) => cell !== '');
  const held = (cell: string, at: number) =>
    cells.some((other, index) => {
      if (index === at) return false;
      const [a, b] = [cell.toLowerCase(), other.toLowerCase()];
      return b.includes(a) && (a !== b || index < at);
    });
  return cells.filter((cell, at) => !held(cell, at)).join(' / ');
}

/**
 * Whether `line` goes on with the words of the transfer above it (OCBC writes a long description over
 * the next rows, their date and amounts empty, and the reference is often there).
 */
function continuation(line: Line, {places, width}: Layout): string | null {
  if (/\d/.test(cellOf(line, places.date)) || cellOf(line, places.amount) !== '') return null;
  if (line.cells.slice(width).some((cell) => cell.trim() !== '')) return null;
  const text = textOf(line, places);
  return text === '' ? null : text;
}

function fingerprinted(rows: Omit<StatementRow, 'fingerprint'>[]): StatementRow[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = `${row.date}|${row.amountCents}|${row.text.toLowerCase()}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    // Two identical transfers on one day are two gifts: the second is told apart by its count.
    const fingerprint = createHash('sha256')
      .update(count === 1 ? key : `${key}#${count}`)
      .digest('hex');
    return {...row, fingerprint};
  });
}

function readBody(lines: Line[], places: ColumnPlaces): BankStatement {
  const [header, ...body] = lines;
  const layout = {places, columns: columnsAt(header!, places), width: header!.cells.length};
  const rows: Omit<StatementRow, 'fingerprint'>[] = [];
  const problems: StatementProblem[] = [];
  // The transfer the next continuation line belongs to: the row just read, or none (a withdrawal, a problem).
  let above: Omit<StatementRow, 'fingerprint'> | null = null;
  for (const line of body) {
    const more = continuation(line, layout);
    if (more !== null) {
      if (above && invisibleCharacters(line, layout).length === 0) above.text = `${above.text} / ${more}`;
      continue;
    }
    if (isBlank(line)) continue;
    const read = readLine(line, layout);
    above = read && 'row' in read ? read.row : null;
    if (read && 'row' in read) rows.push(read.row);
    for (const message of read && 'problems' in read ? read.problems : []) {
      problems.push({line: line.line, message});
    }
  }
  const headers = header!.cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter((cell) => cell !== '');
  return {ok: true, columns: layout.columns, headers, rows: fingerprinted(rows), problems};
}

function placesIn(cells: string[], mapping: StatementColumns | undefined): ColumnPlaces | null {
  const places = mapping ? mappedPlaces(cells, mapping) : recognisedPlaces(cells);
  if (places.date < 0 || places.amount < 0) return null;
  // Without a mapping a row with a date and a money column is the header, text columns or not.
  return mapping && places.text.length === 0 ? null : places;
}

// The statement under the first header row (the first row with the columns), or null when there is none.
function fromHeader(lines: Line[], mapping: StatementColumns | undefined): BankStatement | null {
  for (const [start, line] of lines.entries()) {
    const places = placesIn(line.cells, mapping);
    if (!places) continue;
    const missing = missingRoles(places);
    return missing.length > 0
      ? columnsProblem(likelyHeader([line]), missing)
      : readBody(lines.slice(start), places);
  }
  return null;
}

// The likeliest header when none is recognised: the first row as wide as the widest.
function likelyHeader(lines: Line[]): string[] {
  const filled = lines.map((line) => line.cells.map((cell) => cell.trim()).filter((cell) => cell !== ''));
  const widest = Math.max(0, ...filled.map((cells) => cells.length));
  return filled.find((cells) => cells.length === widest) ?? [];
}

function roleWords(role: StatementRole): string {
  const names = STATEMENT_COLUMN_NAMES[role].join(', ');
  if (role === 'date') return `a date column (${names})`;
  if (role === 'amount') return `a money-in column (${names})`;
  return `a text column (${names})`;
}

function columnsProblem(headers: string[], missing: StatementRole[]): BankStatement {
  const needs = missing.map(roleWords).join(', ');
  const message = `The statement's columns were not recognised: it needs ${needs}. Choose which columns hold them.`;
  return {ok: false, reason: 'columns', headers, missing, message};
}

function mappingProblem(headers: string[], mapping: StatementColumns): BankStatement {
  const keys = headers.map(headerKey);
  const absent = [mapping.date, mapping.amount, ...mapping.text].filter(
    (name) => !keys.includes(headerKey(name)),
  );
  const message =
    absent.length > 0
      ? `This file has no column ${absent.map((name) => `"${name}"`).join(', ')}: choose the columns again.`
      : 'Choose at least one text column to search for a reference.';
  return {
    ok: false,
    reason: 'columns',
    headers,
    missing: missingRoles(mappedPlaces(headers, mapping)),
    message,
  };
}

/**
 * Reads a CSV statement export: finds the header below any account details, takes the columns by their
 * recognised names (or by `mapping`, the columns staff chose before), and returns each transfer in.
 * Lines with no money in (withdrawals) and footers are left out; unreadable dates and amounts are problems.
 * Never throws for a file's content.
 *
 * @example
 * readBankStatement('Date,Description,Credit\n23 Nov 2026,PAYNOW NARD-7KQM-3XWA,"1,000.00"\n');
 * // {ok: true, columns: {date: 'Date', amount: 'Credit', text: ['Description']},
 * //  rows: [{line: 2, date: '2026-11-23', amountCents: 100000, text: 'PAYNOW NARD-7KQM-3XWA', fingerprint}],
 * //  problems: []}
 */
export function readBankStatement(csvText: string, mapping?: StatementColumns): BankStatement {
  const parsed: Line[][] = [];
  let failure: unknown;
  // The delimiter is the one under which a header row appears; a `,` file is tried first.
  for (const delimiter of DELIMITERS) {
    let lines: Line[];
    try {
      lines = statementLines(csvText, delimiter);
    } catch (error) {
      failure = error;
      continue;
    }
    parsed.push(lines);
    const statement = fromHeader(lines, mapping);
    if (statement) return statement;
  }
  // A broken quote explains a missing header better than a list of columns does.
  if (failure !== undefined) {
    return {ok: false, reason: 'unreadable', message: csvFailureMessage(failure, 'The file')};
  }
  if (parsed.every((lines) => lines.every(isBlank))) {
    return {ok: false, reason: 'unreadable', message: 'The file is empty.'};
  }
  const headers = parsed
    .map(likelyHeader)
    .reduce((wider, cells) => (cells.length > wider.length ? cells : wider));
  return mapping
    ? mappingProblem(headers, mapping)
    : columnsProblem(headers, missingRoles(recognisedPlaces(headers)));
}
