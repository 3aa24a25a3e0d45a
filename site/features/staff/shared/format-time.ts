// Dates and times in the console, day first: ISO instants in Singapore time, calendar dates as they are.

const FORMAT = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '23 Nov 2026, 4:05 pm' for an ISO time; the text itself when it is not one. */
export function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : FORMAT.format(time);
}

const DATE = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * '24 Nov 2026' for a YYYY-MM-DD date: the console's one date format, day first (DECISIONS; the public
 * tables keep the spec's US dates). The text itself when it is not a date.
 */
export function formatDate(ymd: string): string {
  const time = Date.parse(`${ymd}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(ymd) && !Number.isNaN(time) ? DATE.format(time) : ymd;
}
