// An event's time (issue 20): a start and an end on the event's day, Singapore time. Stored as 24-hour
// "HH:MM-HH:MM"; shown as the site shows times ("9:00 am - 12:00 pm"). Reading accepts that stored form and
// the 12-hour form staff typed before (and spreadsheets still hold), but never guesses: "9am-12" has no
// way to tell noon from midnight, so it is refused rather than read as 9 to 11.

/** A time on the event's day. */
export type ClockTime = {hour: number; minute: number};
/** When an event starts and ends; the end is after the start. */
export type EventTime = {start: ClockTime; end: ClockTime};

// One side: "9", "9:30", "09.30", each with "am"/"pm" ("a.m.") or, for 24-hour, "HH:MM" alone.
const SIDE = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

function readSide(text: string): ClockTime | null {
  const match = SIDE.exec(text.trim());
  if (!match) return null;
  const [, hourText, minuteText, half] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText ?? '0');
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    if (half.toLowerCase() === 'p' && hour !== 12) hour += 12;
    if (half.toLowerCase() === 'a' && hour === 12) hour = 0;
  } else if (minuteText === undefined || hour > 23) {
    // "12" alone: noon or midnight? Only "HH:MM" is read as a 24-hour time.
    return null;
  }
  return {hour, minute};
}

const minutesOf = ({hour, minute}: ClockTime) => hour * 60 + minute;

/**
 * The start and end in `text`, or null when it is not two clear times with the end after the start.
 * @example parseEventTime('09:00-12:00') // {start: {hour: 9, minute: 0}, end: {hour: 12, minute: 0}}
 * @example parseEventTime('9:00 am - 12:00 pm') // the same
 * @example parseEventTime('9am-12') // null: is 12 noon or midnight?
 */
export function parseEventTime(text: string): EventTime | null {
  const sides = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (sides.length !== 2) return null;
  const start = readSide(sides[0]!);
  const end = readSide(sides[1]!);
  if (!start || !end || minutesOf(end) <= minutesOf(start)) return null;
  return {start, end};
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:30": the value of an `<input type="time">` and of each side of the stored form. */
export function clockValue({hour, minute}: ClockTime): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** The stored form: "09:00-12:00". */
export function storedEventTime({start, end}: EventTime): string {
  return `${clockValue(start)}-${clockValue(end)}`;
}

/** "9:00 am", "12:30 pm". */
export function formatClock({hour, minute}: ClockTime): string {
  const half = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${half}`;
}

/** An event's time as the site shows it; text that is not two clear times is shown as it was typed. */
export function formatEventTime(text: string): string {
  const time = parseEventTime(text);
  return time ? `${formatClock(time.start)} - ${formatClock(time.end)}` : text;
}

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/**
 * Whether an event on `date` (YYYY-MM-DD) at `time` has begun at `nowMs`, in Singapore (UTC+8 all year).
 * An event whose time cannot be read counts as begun from the start of its day.
 */
export function eventHasStarted(date: string, time: string, nowMs: number): boolean {
  const start = parseEventTime(time)?.start ?? {hour: 0, minute: 0};
  const dayStart = Date.parse(`${date}T00:00:00Z`) - SINGAPORE_OFFSET_MS;
  return nowMs >= dayStart + (start.hour * 60 + start.minute) * 60_000;
}
