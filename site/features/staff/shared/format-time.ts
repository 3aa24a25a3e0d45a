// Times in the console: the ISO instants the staff API sends, shown in Singapore time, short and plain.

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
