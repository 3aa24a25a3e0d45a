// US short dates built from the YYYY-MM-DD parts, so no time zone can move the day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC keeps it free of local time.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Formats a `YYYY-MM-DD` date (a trailing time part is ignored) as `M/D/YYYY`.
 * Anything that is not a real calendar date comes back unchanged, so a bad row still shows something.
 *
 * @example
 * formatUsDate('2025-03-07'); // '3/7/2025'
 * formatUsDate('2025-02-30'); // '2025-02-30'
 */
export function formatUsDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return iso;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return iso;
  return `${month}/${day}/${year}`;
}
