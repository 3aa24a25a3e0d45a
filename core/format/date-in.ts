// A calendar date for a reader of one of the four languages: the English keeps the form SPEC fixes for
// that place (formatUsDate, formatLongDate...); the others get their language's long date. Written out by
// hand rather than built with Intl.DateTimeFormat: the first Intl formatter a page builds loads ICU's data,
// 17-50 ms in this machine's Chromium, about 100 ms of a Lighthouse run's blocking time on
// /zh/announcements (decision 046, as list.ts). date-in.test.ts holds every month to
// Intl.DateTimeFormat's own answer in each language's tag, so the two cannot drift apart.
import type {Language} from '../i18n/languages.ts';
import {calendarDate} from './calendar-date.ts';

type LongDate = (day: number, month: number, year: number) => string;

// CLDR's long date ("d MMMM y" and the like) with its month names, for the three other languages.
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

const LONG_DATES: Readonly<Record<Exclude<Language, 'en'>, LongDate>> = {
  zh: (day, month, year) => `${year}年${month}月${day}日`,
  ms: (day, month, year) => `${day} ${MALAY_MONTHS[month - 1]} ${year}`,
  ta: (day, month, year) => `${day} ${TAMIL_MONTHS[month - 1]}, ${year}`,
};

/**
 * Formats a `YYYY-MM-DD` date for a reader of `language`. English goes through `english`, so every English
 * page keeps its words exactly.
 *
 * @example
 * formatDateIn('ta', '2026-03-05', formatLongDate); // '5 மார்ச், 2026'
 * formatDateIn('en', '2026-03-05', formatUsDate); // '3/5/2026'
 */
export function formatDateIn(language: Language, iso: string, english: (iso: string) => string): string {
  if (language === 'en') return english(iso);
  const date = calendarDate(iso);
  return date ? LONG_DATES[language](date.day, date.month, date.year) : iso;
}
