// Turns raw import rows into store rows for one kind, collecting every problem with its row number.
// The field rules are core's (core/rules/content-records.ts), the same the staff API applies.
import {
  CONTENT_KINDS,
  type ContentKind,
  contentFieldsOf,
  type ProjectChoices,
  readContentRecord,
} from '../../../core/rules/index.ts';
import type {ContentRows} from '../store/content-store.ts';
import type {RawRow} from './parse-table.ts';

export {CONTENT_KINDS};

/** The column names a kind's file must use. */
export function columnsOf(kind: ContentKind): string[] {
  return contentFieldsOf(kind);
}

function readRow(
  kind: ContentKind,
  raw: RawRow,
  projects: ProjectChoices,
  problems: string[],
): Record<string, unknown> {
  const {clean, problems: found, unknown} = readContentRecord(kind, raw.values, projects);
  for (const name of unknown) problems.push(`Row ${raw.row}: unknown column "${name}".`);
  for (const {field, problem, sentence} of found) {
    problems.push(sentence ? `Row ${raw.row}: ${field}: ${problem}` : `Row ${raw.row}: ${field} ${problem}.`);
  }
  return clean;
}

/** Clean record values -> the store's row shape (amounts in cents, project ids). */
export function toContentRows(kind: ContentKind, rows: Record<string, unknown>[]): ContentRows {
  if (kind === 'contributors' || kind === 'expenditures') {
    const moved = rows.map(({amount, project, ...rest}) => ({
      ...rest,
      amountCents: amount,
      anchorProjectId: project,
    }));
    return {kind, rows: moved} as ContentRows;
  }
  return {kind, rows} as ContentRows;
}

/** What the check made of one row: its problems (none: it would be saved) and, when clean, its values. */
export type RowReport = {
  row: number;
  ok: boolean;
  problems: string[];
  values: Record<string, unknown> | null;
};

/**
 * The row-by-row report of a table, before anything is saved (the staff import's dry run): each row's
 * problems, worded as the admin import words them, and the rows to store when every row is clean.
 */
export function reportRows(
  kind: ContentKind,
  raw: RawRow[],
  projects: ProjectChoices,
): {rows: RowReport[]; content: ContentRows | null} {
  const rows = raw.map((row): RowReport => {
    const problems: string[] = [];
    const values = readRow(kind, row, projects, problems);
    return {row: row.row, ok: problems.length === 0, problems, values: problems.length === 0 ? values : null};
  });
  const clean = rows.length > 0 && rows.every((row) => row.ok);
  return {
    rows,
    content: clean
      ? toContentRows(
          kind,
          rows.map((row) => row.values!),
        )
      : null,
  };
}

/** Every row valid -> the rows to store; otherwise every problem found, one line each. */
export function validateRows(
  kind: ContentKind,
  raw: RawRow[],
  projects: ProjectChoices,
): {ok: true; content: ContentRows} | {ok: false; problems: string[]} {
  if (raw.length === 0) return {ok: false, problems: ['The file has no rows.']};
  const problems: string[] = [];
  const rows = raw.map((row) => readRow(kind, row, projects, problems));
  if (kind === 'audit-reports') {
    const years = rows.map((row) => row.year);
    years.forEach((year, index) => {
      if (years.indexOf(year) !== index) problems.push(`Row ${raw[index]!.row}: year ${year} appears twice.`);
    });
  }
  return problems.length > 0 ? {ok: false, problems} : {ok: true, content: toContentRows(kind, rows)};
}
