// Reads the free-text time of an event ('9:00 am - 12:00 pm', '11am-5pm', '2:30 pm') into clock times,
// for the calendar file. Anything else leaves the entry all-day rather than guessing.

/** Hours and minutes on the event's day (Singapore time). */
export type ClockTime = {hour: number; minute: number};

const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?/gi;

function toClock(hour: string, minute: string | undefined, half: string): ClockTime | null {
  let h = Number(hour);
  const m = Number(minute ?? '0');
  if (h < 1 || h > 12 || m > 59) return null;
  if (half.toLowerCase() === 'p' && h !== 12) h += 12;
  if (half.toLowerCase() === 'a' && h === 12) h = 0;
  return {hour: h, minute: m};
}

/**
 * The start and end of an event's time text; a lone start ends two hours later (within the day); null
 * when no clock time can be read.
 * @example parseEventTime('9:00 am - 12:00 pm') // {start: {hour: 9, minute: 0}, end: {hour: 12, minute: 0}}
 */
export function parseEventTime(text: string): {start: ClockTime; end: ClockTime} | null {
  const times = [...text.matchAll(CLOCK)].map((m) => toClock(m[1]!, m[2], m[3]!));
  const start = times[0];
  if (!start) return null;
  const later = times[1];
  if (later && later.hour * 60 + later.minute > start.hour * 60 + start.minute) return {start, end: later};
  return {start, end: {hour: Math.min(start.hour + 2, 23), minute: start.hour + 2 > 23 ? 59 : start.minute}};
}
