// Dates as a letter in Singapore writes them: the day, the month in words, the year.
import {calendarDate} from './calendar-date.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Formats a `YYYY-MM-DD` date as `D Month YYYY`, an order no reader can mistake (unlike 5/3/2026).
 * Anything that is not a real calendar date comes back unchanged, so a bad value still shows something.
 *
 * @example
 * formatLongDate('2026-03-05'); // '5 March 2026'
 * formatLongDate('2026-02-30'); // '2026-02-30'
 */
export function formatLongDate(iso: string): string {
  const date = calendarDate(iso);
  return date ? `${date.day} ${MONTHS[date.month - 1]} ${date.year}` : iso;
}
