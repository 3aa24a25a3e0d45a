// A calendar date for a reader of one of the four languages: the English keeps the form SPEC fixes for
// that place (formatUsDate, formatLongDate...); the others get their language's long date. Written out by
// hand for the site's three other tags rather than built with Intl.DateTimeFormat: the first Intl formatter
// a page builds loads ICU's data, 17-50 ms in this machine's Chromium, about 100 ms of a Lighthouse run's
// blocking time on /zh/announcements (as list.ts). date-in.test.ts holds every month and day to
// Intl.DateTimeFormat's own answer, so the two cannot drift apart; any other tag still goes to Intl.
import {calendarDate} from './calendar-date.ts';

type LongDate = (day: number, month: number, year: number) => string;

// CLDR's long date ("d MMMM y" and the like) with its month names, for core/i18n's LANGUAGE_TAGS.
const MALAY_MONTHS = [
  'Januari',
  'Februari',
  'Mac',
  'April',
  'Mei',
  'Jun',
  'Julai',
  'Ogos',
  'September',
  'Oktober',
  'November',
  'Disember',
] as const;
const TAMIL_MONTHS = [
  'ஜனவரி',
  'பிப்ரவரி',
  'மார்ச்',
  'ஏப்ரல்',
  'மே',
  'ஜூன்',
  'ஜூலை',
  'ஆகஸ்ட்',
  'செப்டம்பர்',
  'அக்டோபர்',
  'நவம்பர்',
  'டிசம்பர்',
] as const;

const LONG_DATES: ReadonlyMap<string, LongDate> = new Map<string, LongDate>([
  ['zh-Hans-SG', (day, month, year) => `${year}年${month}月${day}日`],
  ['ms-SG', (day, month, year) => `${day} ${MALAY_MONTHS[month - 1]} ${year}`],
  ['ta-SG', (day, month, year) => `${day} ${TAMIL_MONTHS[month - 1]}, ${year}`],
]);

const formats = new Map<string, Intl.DateTimeFormat>();

function intlLongDate(tag: string): LongDate {
  return (day, month, year) => {
    let format = formats.get(tag);
    if (!format) {
      format = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      formats.set(tag, format);
    }
    return format.format(new Date(Date.UTC(year, month - 1, day)));
  };
}

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
  const longDate = LONG_DATES.get(tag) ?? intlLongDate(tag);
  return longDate(date.day, date.month, date.year);
}
