// The fields of each kind of public content and how each is read: the one set of rules behind the admin
// import (server/admin) and every staff write (/api/staff/*). A missing field reads as empty.
import {cleanAnnouncementText} from '../announcements/announcement-text.ts';
import {TRANSLATED_FIELDS, type TranslatedKind} from '../content/content-in.ts';
import type {FieldErrors} from './check-form.ts';
import {
  FieldProblem,
  readAmountCents,
  readChoice,
  readDate,
  readEventTime,
  readInteger,
  readNames,
  readProject,
  readReportUrl,
  readText,
  readYesNo,
  UNKNOWN_FIELD_MESSAGE,
} from './content-fields.ts';
import {readTranslations} from './content-translations.ts';

export {UNKNOWN_FIELD_MESSAGE};

/** The kinds of content staff publish. */
export type ContentKind = 'contributors' | 'expenditures' | 'announcements' | 'events' | 'audit-reports';

/** Anchor projects a contribution or expense may belong to. */
export type ProjectChoices = readonly {id: string; title: string}[];

type Reader = (value: unknown, projects: ProjectChoices) => unknown;

/** The largest capacity an event may have; also the default when an import leaves it out. */
export const EVENT_CAPACITY_MAX = 500;
const EVENT_CAPACITY_DEFAULT = 10;

const blankOr = (value: unknown, fallback: string): unknown =>
  value === undefined || value === null || value === '' ? fallback : value;

/** The fields of each kind, in file-column order, and how each is read. */
export const CONTENT_FIELDS: Readonly<Record<ContentKind, Readonly<Record<string, Reader>>>> = {
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
    // Stored clean (issue 20): no HTML tags, no link to anything but http(s) or mailto.
    description: (v) => cleanAnnouncementText(readText(v, 4000, {multiline: true})),
    popup: (v) => readYesNo(blankOr(v, 'no')),
  },
  events: {
    type: (v) => readChoice(v, ['volunteer', 'work'] as const),
    date: readDate,
    description: (v) => readText(v, 300, {multiline: true}),
    venue: (v) => readText(v, 200),
    time: readEventTime,
    task: (v) => readText(v, 300),
    needed: readNames,
    signedUp: readNames,
    ojtHours: (v) => readInteger(blankOr(v, '0'), 0, 10_000),
    ojtTotal: (v) => readInteger(blankOr(v, '0'), 0, 10_000),
    capacity: (v) => readInteger(blankOr(v, String(EVENT_CAPACITY_DEFAULT)), 1, EVENT_CAPACITY_MAX),
    openToBoth: readYesNo,
  },
  'audit-reports': {
    year: (v) => readInteger(v, 2000, 2100),
    url: readReportUrl,
  },
};

/** The kinds in the order the usage text lists them. */
export const CONTENT_KINDS = Object.keys(CONTENT_FIELDS) as ContentKind[];

/** The field (column) names of a kind. */
export function contentFieldsOf(kind: ContentKind): string[] {
  return Object.keys(CONTENT_FIELDS[kind]);
}

/**
 * One field's problem in plain words, e.g. 'is not a real date: "2026-02-30"' (read after the field's
 * name), or, when `sentence`, a message that stands on its own (the shared text rule's).
 */
export type FieldProblemReport = {field: string; problem: string; sentence: boolean};

/**
 * Reads one record of `kind`: the clean values (amounts in cents, project ids), every problem (one per
 * field) and the names of fields the kind does not have.
 */
export function readContentRecord(
  kind: ContentKind,
  values: Readonly<Record<string, unknown>>,
  projects: ProjectChoices,
): {clean: Record<string, unknown>; problems: FieldProblemReport[]; unknown: string[]} {
  const readers = CONTENT_FIELDS[kind];
  const clean: Record<string, unknown> = {};
  const problems: FieldProblemReport[] = [];
  const unknown = Object.keys(values).filter((name) => !Object.hasOwn(readers, name));
  for (const [name, read] of Object.entries(readers)) {
    try {
      clean[name] = read(values[name], projects);
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      problems.push({field: name, problem: error.message, sentence: error.sentence});
    }
  }
  return {clean, problems, unknown};
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  ojtHours: 'OJT hours',
  ojtTotal: 'OJT total',
  openToBoth: 'Open to both',
  signedUp: 'Signed up',
  url: 'Link',
};

/** 'date' -> 'Date', 'ojtHours' -> 'OJT hours': the field's name as a sentence starts it. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.charAt(0).toUpperCase() + field.slice(1);
}

/**
 * Checks one record as the staff API receives it: `{ok, value}` with clean values, or field errors worded
 * as sentences ('Date is not a real date: "2026-02-30".'), the same checks as the admin import.
 * @example checkContentRecord('announcements', {date: '2026-01-05', title: 'Open day', description: 'Come'}, [])
 */
export function checkContentRecord(
  kind: ContentKind,
  values: Readonly<Record<string, unknown>>,
  projects: ProjectChoices,
): {ok: true; value: Record<string, unknown>} | {ok: false; errors: FieldErrors} {
  // Announcements and events may carry their words in other languages (decision 032); the admin import's
  // files have no such column, so only this check reads them.
  const translated = isTranslatedKind(kind);
  const {translations, ...english} = values;
  const {clean, problems, unknown} = readContentRecord(kind, translated ? english : values, projects);
  const other = translated
    ? readTranslations(kind, translations, CONTENT_FIELDS[kind] as Record<string, (v: unknown) => unknown>)
    : {clean: {}, errors: {}};
  const otherErrors = Object.entries(other.errors);
  if (problems.length === 0 && unknown.length === 0 && otherErrors.length === 0) {
    return {ok: true, value: translated ? {...clean, translations: other.clean} : clean};
  }
  const errors: FieldErrors = {};
  for (const field of unknown.slice(0, 20)) errors[field] = UNKNOWN_FIELD_MESSAGE;
  for (const {field, problem, sentence} of problems) {
    errors[field] ??= sentence ? problem : `${fieldLabel(field)} ${problem}.`;
  }
  for (const [field, message] of otherErrors.slice(0, 20)) errors[field] = message;
  return {ok: false, errors};
}

const isTranslatedKind = (kind: ContentKind): kind is TranslatedKind =>
  Object.hasOwn(TRANSLATED_FIELDS, kind);
