// An activity row's before and after records as plain lines: only the fields that changed, so
// "role: user -> admin" reads at a glance instead of two JSON blobs.

import {announcementPlainText} from '../../../../core/announcements/index.ts';
import {isLanguage, LANGUAGE_NAMES} from '../../../../core/i18n/index.ts';
import {formatDate, formatTime} from '../shared/format-time.ts';

/** One changed field; `before` or `after` is null when the record was created or deleted. */
export type ChangeLine = {field: string; before: string | null; after: string | null};

// Never raw JSON (issue 20): yes/no, lists as lists, a nested record by its name.
function text(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  if (typeof value === 'string') {
    if (value === '') return '(empty)';
    // Dates and times in words, as the rest of the console shows them (and short enough for a phone).
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatTime(value);
    return formatDate(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(text).join(', ');
  const record = value as Record<string, unknown>;
  const name = record.title ?? record.name ?? record.description ?? record.fullName;
  return typeof name === 'string' ? name : '(details)';
}

const FIELD_WORDS: Record<string, string> = {
  ojtHours: 'OJT hours',
  ojtTotal: 'OJT hours in total',
  hoursApproved: 'hours approved',
  anchorProjectId: 'project',
  signedUp: 'names added by staff',
  openToBoth: 'open to both',
  placesLeft: 'places left',
  waitingCount: 'waiting',
  peopleToTell: 'people signed up or waiting',
  movedUp: 'moved up from the waiting list',
};

/** 'ojtHours' -> 'OJT hours', 'fullName' -> 'full name'. */
function fieldWords(name: string): string {
  return FIELD_WORDS[name] ?? name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function fields(record: unknown): Record<string, unknown> {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return {};
  const {translations, ...own} = record as Record<string, unknown>;
  return {...own, ...translatedFields(translations)};
}

// Words in other languages (decision 032) read as fields of their own: "title (中文)".
function translatedFields(translations: unknown): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [language, words] of Object.entries(translations ?? {})) {
    const name = isLanguage(language) ? LANGUAGE_NAMES[language] : language;
    for (const [field, value] of Object.entries(words ?? {})) flat[`${field} (${name})`] = value;
  }
  return flat;
}

// An announcement's text is written with a little markup (`**bold**`, `[link](url)`): shown as it reads,
// each line or list item after a slash.
// An event's description has none, so the same words come back.
const shown = (name: string, value: unknown) =>
  /^description\b/.test(name) && typeof value === 'string' && value !== ''
    ? announcementPlainText(value).replace(/\s*\n\s*/g, ' / ')
    : text(value);

// The record's own id says nothing to a reader: the sentence above the list already names the record.
const UNREAD = new Set(['id', '_id']);

/** The fields that differ between `before` and `after` (ids and timestamps that never change drop out). */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return names
    .filter((name) => !UNREAD.has(name))
    .filter((name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]))
    .map((name) => ({
      field: name.includes(' (') ? name : fieldWords(name),
      before: before === null || before === undefined ? null : shown(name, old[name]),
      after: after === null || after === undefined ? null : shown(name, now[name]),
    }));
}
