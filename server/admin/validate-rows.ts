// Turns raw import rows into store rows for one kind, collecting every problem with its row number.
import type {ContentKind, ContentRows} from '../db/content-store.ts';
import {
  FieldProblem,
  readAmountCents,
  readChoice,
  readDate,
  readInteger,
  readNames,
  readProject,
  readReportUrl,
  readText,
} from './field-readers.ts';
import type {RawRow} from './parse-table.ts';

type Projects = readonly {id: string; title: string}[];
type Reader = (value: unknown, projects: Projects) => unknown;

/** The columns of each kind and how each is read; a missing column reads as empty. */
const COLUMNS: Record<ContentKind, Record<string, Reader>> = {
  contributors: {
    name: (v) => readText(v, 120),
    date: readDate,
    amount: readAmountCents,
    project: readProject,
  },
  expenditures: {
    item: (v) => readText(v, 160),
    date: readDate,
    amount: readAmountCents,
    detail: (v) => readText(v, 1000, {multiline: true}),
    project: readProject,
  },
  announcements: {
    date: readDate,
    title: (v) => readText(v, 160),
    description: (v) => readText(v, 4000, {multiline: true}),
  },
  events: {
    type: (v) => readChoice(v, ['volunteer', 'work'] as const),
    date: readDate,
    description: (v) => readText(v, 300, {multiline: true}),
    venue: (v) => readText(v, 200),
    time: (v) => readText(v, 60),
    task: (v) => readText(v, 300),
    needed: readNames,
    signedUp: readNames,
    ojtHours: (v) => readInteger(v ?? '0', 0, 10_000),
    ojtTotal: (v) => readInteger(v ?? '0', 0, 10_000),
  },
  'audit-reports': {
    year: (v) => readInteger(v, 2000, 2100),
    url: readReportUrl,
  },
};

export const CONTENT_KINDS = Object.keys(COLUMNS) as ContentKind[];

/** The column names a kind's file must use. */
export function columnsOf(kind: ContentKind): string[] {
  return Object.keys(COLUMNS[kind]);
}

function readRow(
  kind: ContentKind,
  raw: RawRow,
  projects: Projects,
  problems: string[],
): Record<string, unknown> {
  const columns = COLUMNS[kind];
  const clean: Record<string, unknown> = {};
  for (const name of Object.keys(raw.values)) {
    if (!Object.hasOwn(columns, name)) problems.push(`Row ${raw.row}: unknown column "${name}".`);
  }
  for (const [name, read] of Object.entries(columns)) {
    try {
      clean[name] = read(raw.values[name], projects);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      problems.push(
        error.sentence
          ? `Row ${raw.row}: ${name}: ${error.message}`
          : `Row ${raw.row}: ${name} ${error.message}.`,
      );
    }
  }
  return clean;
}

function toContent(kind: ContentKind, rows: Record<string, unknown>[]): ContentRows {
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

/** Every row valid -> the rows to store; otherwise every problem found, one line each. */
export function validateRows(
  kind: ContentKind,
  raw: RawRow[],
  projects: Projects,
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
  return problems.length > 0 ? {ok: false, problems} : {ok: true, content: toContent(kind, rows)};
}
