// Row-to-record mappers shared by the SQLite and PostgreSQL stores: both select the same column names, so
// one mapping keeps their answers identical.

import type {
  Announcement,
  ContentLanguage,
  ContentTranslations,
  Contributor,
  Expenditure,
  TranslatedKind,
} from '../../core/content/index.ts';
import {CONTENT_LANGUAGES, TRANSLATED_FIELDS} from '../../core/content/index.ts';
import type {EventFields, EventRow, EventType, PublicEvent} from '../../core/events/index.ts';
import {toDollars} from '../../core/format/index.ts';
import {isLanguage, type Language} from '../../core/i18n/index.ts';

/** The table each content kind is stored in. */
export const TABLE_OF_KIND = {
  contributors: 'contributors',
  expenditures: 'expenditures',
  announcements: 'announcements',
  events: 'events',
  'audit-reports': 'audit_reports',
} as const;

/** A result row from either driver. */
export type Row = Record<string, unknown>;

const columnsOf = <F extends string>(fields: readonly F[]) =>
  fields.flatMap((field) => CONTENT_LANGUAGES.map((language) => `${field}_${language}` as const));

/** Each translated kind's columns of other languages (`title_zh`, `description_zh`, ...; migration 021). */
export const TRANSLATION_COLUMNS = {
  announcements: columnsOf(TRANSLATED_FIELDS.announcements),
  events: columnsOf(TRANSLATED_FIELDS.events),
};

/**
 * A record's translations as its columns: every language's, NULL where none, so a write replaces (and a
 * language left out removes) what was held.
 */
export function translationColumns<K extends TranslatedKind>(
  kind: K,
  translations: ContentTranslations<K> | undefined,
): Record<(typeof TRANSLATION_COLUMNS)[K][number], string | null> {
  const columns: Record<string, string | null> = {};
  for (const language of CONTENT_LANGUAGES) {
    const words = translations?.[language] as Record<string, string> | undefined;
    for (const field of TRANSLATED_FIELDS[kind]) columns[`${field}_${language}`] = words?.[field] ?? null;
  }
  return columns;
}

/** `{translations}` read from a row's columns, or nothing when it holds none (the English only). */
export function translationsOf<K extends TranslatedKind>(
  kind: K,
  row: Row,
): {translations?: ContentTranslations<K>} {
  const translations: Partial<Record<ContentLanguage, Record<string, string>>> = {};
  const [first, ...rest] = TRANSLATED_FIELDS[kind];
  for (const language of CONTENT_LANGUAGES) {
    const lead = row[`${first}_${language}`];
    if (typeof lead !== 'string' || lead === '') continue;
    const words: Record<string, string> = {[first]: lead};
    for (const field of rest) words[field] = text(row[`${field}_${language}`]);
    translations[language] = words;
  }
  return Object.keys(translations).length > 0 ? {translations: translations as ContentTranslations<K>} : {};
}

/** A cell as text ('' for null). */
export const text = (value: unknown): string => String(value ?? '');
/** A cell as a number, or null. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
/** Integer cents as dollars. */
export const dollars = (cents: unknown): number => toDollars(Number(cents));

/** `project_id`, `project_title` as the API's `anchorProjectId`. */
export function projectRef(row: Row): {_id: string; title: string} {
  return {_id: text(row.project_id), title: text(row.project_title)};
}

/**
 * Sign-up counts of event `e` (`confirmed_count`, `waiting_count`) for a SELECT over `events e`. Plain
 * SQL both drivers run.
 */
export const EVENT_COUNTS = `(SELECT count(*) FROM event_signups c WHERE c.event_id = e.id
  AND c.status = 'confirmed') AS confirmed_count, (SELECT count(*) FROM event_signups c
  WHERE c.event_id = e.id AND c.status = 'waiting') AS waiting_count`;

/** Every event column plus {@link EVENT_COUNTS}; add WHERE/ORDER BY on `e`. */
export const EVENT_SELECT = `SELECT e.*, ${EVENT_COUNTS} FROM events e`;

/** The public name lists show first names only (privacy); staff see full names elsewhere. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** An `events` row, with {@link EVENT_COUNTS} when selected (absent counts read as 0), as staff read it. */
export function toEvent(row: Row): EventRow {
  const offline = JSON.parse(text(row.signed_up_json)) as string[];
  const capacity = Number(row.capacity);
  return {
    id: text(row.id),
    type: text(row.type) as EventType,
    date: text(row.date),
    description: text(row.description),
    venue: text(row.venue),
    time: text(row.time),
    task: text(row.task),
    needed: JSON.parse(text(row.needed_json)) as string[],
    signedUp: offline,
    ojtHours: Number(row.ojt_hours),
    ojtTotal: Number(row.ojt_total),
    capacity,
    openToBoth: Number(row.open_to_both) === 1,
    ...translationsOf('events', row),
    placesLeft: Math.max(0, capacity - offline.length - Number(row.confirmed_count ?? 0)),
    waitingCount: Number(row.waiting_count ?? 0),
  };
}

/** The public row of an event: its places as numbers, never a name (issue 19 #16). */
export function toPublicEvent(row: Row): PublicEvent {
  const {needed: _needed, signedUp, ...event} = toEvent(row);
  return {...event, signedUpCount: signedUp.length + Number(row.confirmed_count ?? 0)};
}

/** The events columns in table order: type, date, ..., ojt_total, capacity, open_to_both. */
export const EVENT_COLUMNS = [
  'type',
  'date',
  'description',
  'venue',
  'time',
  'task',
  'needed_json',
  'signed_up_json',
  'ojt_hours',
  'ojt_total',
  'capacity',
  'open_to_both',
] as const;

/** An event's fields as the values of {@link EVENT_COLUMNS}. */
export function eventValues(row: EventFields): (string | number)[] {
  return [
    row.type,
    row.date,
    row.description,
    row.venue,
    row.time,
    row.task,
    JSON.stringify(row.needed),
    JSON.stringify(row.signedUp),
    row.ojtHours,
    row.ojtTotal,
    row.capacity,
    row.openToBoth ? 1 : 0,
  ];
}

/** A `language` cell (migration 020's CHECK keeps it one of the four); English for anything else. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

/** A contributors row joined with its project (`project_id`, `project_title`). */
export function toContributor(row: Row): Contributor {
  return {
    _id: text(row.id),
    name: text(row.name),
    date: text(row.date),
    amount: dollars(row.amount_cents),
    anchorProjectId: projectRef(row),
  };
}

/** An expenditures row joined with its project. */
export function toExpenditure(row: Row): Expenditure {
  return {
    _id: text(row.id),
    item: text(row.item),
    date: text(row.date),
    amount: dollars(row.amount_cents),
    detail: text(row.detail),
    anchorProjectId: projectRef(row),
  };
}

/** An announcements row. */
export function toAnnouncement(row: Row): Announcement {
  return {
    id: text(row.id),
    date: text(row.date),
    title: text(row.title),
    description: text(row.description),
    popup: Number(row.popup) === 1,
    ...translationsOf('announcements', row),
  };
}

/**
 * An id from a request as an integer key, or null when it cannot be one: a path like /announcements/abc is
 * then simply not found, on both databases (PostgreSQL would refuse to compare it with a BIGINT).
 */
export function integerKey(id: string): number | null {
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}
