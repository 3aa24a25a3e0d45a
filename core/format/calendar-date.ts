// A `YYYY-MM-DD` string read as its calendar parts, never through Date, so no time zone can move the day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The parts of a calendar date; month and day count from 1. */
export type CalendarDate = {year: number; month: number; day: number};

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of local time.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The year, month and day of a `YYYY-MM-DD` date (a trailing time part is ignored); null for anything that
 * is not a real calendar date.
 * @example calendarDate('2024-02-29') // {year: 2024, month: 2, day: 29}
 * @example calendarDate('2025-02-29') // null
 */
export function calendarDate(iso: string): CalendarDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return {year, month, day};
}
