// RFC 5545 calendar files for event mails: one VEVENT in Asia/Singapore time (with its VTIMEZONE, as
// section 3.2.19 requires for a TZID), escaped text, lines folded at 75 octets, CRLF line ends.
import type {EventFields} from '../../core/events/index.ts';
import {parseEventTime} from '../../core/events/index.ts';

/** What the calendar entry describes; `uid` stays the same for one person's place at one event. */
export type IcsEvent = Pick<EventFields, 'date' | 'time' | 'venue' | 'task' | 'description'> & {
  uid: string;
  /** Milliseconds since the epoch, for DTSTAMP. */
  stamp: number;
  /** CANCEL for a withdrawal, so calendar programs remove the entry. */
  method: 'PUBLISH' | 'CANCEL';
  /** TENTATIVE for a waiting-list place. */
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Higher on each change of the same uid. */
  sequence: number;
  /** The DESCRIPTION: the task with its label in the reader's language; `Task: <task>` when absent. */
  taskLine?: string;
};

const TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Singapore',
  'BEGIN:STANDARD',
  'DTSTART:19820101T000000',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:+08',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT escaping of RFC 5545 section 3.3.11. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).byteLength;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function whenLines(date: string, time: string): string[] {
  const day = date.replace(/-/g, '');
  const clock = parseEventTime(time);
  if (!clock) {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return [
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next.toISOString().slice(0, 10).replace(/-/g, '')}`,
    ];
  }
  const at = ({hour, minute}: {hour: number; minute: number}) => `${day}T${pad(hour)}${pad(minute)}00`;
  return [`DTSTART;TZID=Asia/Singapore:${at(clock.start)}`, `DTEND;TZID=Asia/Singapore:${at(clock.end)}`];
}

/**
 * The whole .ics file for one event.
 * @example buildIcs({uid: 'signup-4@nard.example', date: '2026-12-05', time: '9:00 am - 12:00 pm', ...})
 */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//The Nard Foundation//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...whenLines(event.date, event.time),
    `SUMMARY:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.venue)}`,
    `DESCRIPTION:${escapeText(event.taskLine ?? `Task: ${event.task}`)}`,
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
