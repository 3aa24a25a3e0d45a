// A calendar date for a reader of one of the four languages: the English keeps the form SPEC fixes for
// that place (formatUsDate, formatLongDate...); the others get their language's long date from Intl.
import {calendarDate} from './calendar-date.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats a `YYYY-MM-DD` date in the language whose BCP 47 tag is `tag` (core/i18n LANGUAGE_TAGS). English
 * (`en`, `en-SG`) goes through `english`, so every English page keeps its words exactly.
 *
 * @example
 * formatDateIn('ta-SG', '2026-03-05', formatLongDate); // '5 மார்ச், 2026'
 * formatDateIn('en-SG', '2026-03-05', formatUsDate); // '3/5/2026'
 */
export function formatDateIn(tag: string, iso: string, english: (iso: string) => string): string {
  if (tag === 'en' || tag.startsWith('en-')) return english(iso);
  const date = calendarDate(iso);
  if (!date) return iso;
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    formats.set(tag, format);
  }
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
