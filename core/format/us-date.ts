// US short dates built from the YYYY-MM-DD parts, so no time zone can move the day.
import {calendarDate} from './calendar-date.ts';

/**
 * Formats a `YYYY-MM-DD` date (a trailing time part is ignored) as `M/D/YYYY`.
 * Anything that is not a real calendar date comes back unchanged, so a bad row still shows something.
 *
 * @example
 * formatUsDate('2025-03-07'); // '3/7/2025'
 * formatUsDate('2025-02-30'); // '2025-02-30'
 */
export function formatUsDate(iso: string): string {
  const date = calendarDate(iso);
  return date ? `${date.month}/${date.day}/${date.year}` : iso;
}
