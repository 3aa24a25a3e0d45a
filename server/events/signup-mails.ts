// The mails about one person's place at one event: signed up, on the waiting list, moved up, withdrawn,
// and the reminder the day before. Each carries the date, time, venue and task and a calendar file. The
// words are ours and the event's (staff-written); nothing a visitor typed goes in, not even the person's
// own name: it is self-chosen and can be changed at any time, so it could carry a stranger's message.
import type {EventFields} from '../../core/data/index.ts';
import {formatEventTime} from '../../core/data/index.ts';
import type {SignupNotice} from '../db/event-signup-store.ts';
import type {MailMessage} from '../mail/mailer.ts';
import {buildIcs} from './ics.ts';

/** Which mail. */
export type SignupMailKind =
  | 'confirmed'
  | 'waiting'
  | 'promoted'
  | 'withdrawn'
  | 'reminder'
  | 'changed'
  | 'cancelled';

const oneLine = (value: string): string => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/** 'Saturday, 5 December 2026' for a YYYY-MM-DD date (no time-zone shift). */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-SG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function details(event: EventFields): string[] {
  return [
    `Event: ${oneLine(event.description)}`,
    `Date: ${longDate(event.date)}`,
    `Time: ${oneLine(formatEventTime(event.time))}`,
    `Venue: ${oneLine(event.venue)}`,
    `Task: ${oneLine(event.task)}`,
  ];
}

const OPENING: Record<SignupMailKind, (position: number | null) => {subject: string; lead: string}> = {
  confirmed: () => ({
    subject: 'You are signed up',
    lead: 'Thank you for signing up. Your place is kept for you.',
  }),
  waiting: (position) => ({
    subject: 'You are on the waiting list',
    lead: `The event is full, so you are number ${position ?? 1} on the waiting list. If a place opens, it is yours and we will write to you.`,
  }),
  promoted: () => ({
    subject: 'A place opened: you are in',
    lead: 'Someone withdrew, so you now have a place.',
  }),
  withdrawn: () => ({
    subject: 'You have withdrawn',
    lead: 'You are no longer signed up. The calendar file removes the event from your calendar.',
  }),
  reminder: () => ({
    subject: 'Reminder: see you tomorrow',
    lead: 'This is a reminder that your event is tomorrow.',
  }),
  changed: () => ({
    subject: 'The event has changed',
    lead: 'The date, time or place of your event has changed. The new details are below, and the calendar file updates your calendar.',
  }),
  cancelled: () => ({
    subject: 'The event is cancelled',
    lead: 'We are sorry: this event is cancelled. You do not need to do anything. The calendar file removes it from your calendar.',
  }),
};

/** The calendar entry's method and status for a mail about a place that is now `notice.status`. */
function calendarState(kind: SignupMailKind, notice: SignupNotice) {
  if (kind === 'withdrawn' || kind === 'cancelled') return {method: 'CANCEL', status: 'CANCELLED'} as const;
  const waiting = kind === 'waiting' || (kind === 'changed' && notice.status === 'waiting');
  return {method: 'PUBLISH', status: waiting ? 'TENTATIVE' : 'CONFIRMED'} as const;
}

/**
 * The mail for one notice. `site` is the site's origin (PUBLIC_URL), for the calendar entry's id and the
 * link to the profile.
 */
export function signupMail(
  kind: SignupMailKind,
  notice: SignupNotice,
  {site, now, position = null}: {site: string; now: number; position?: number | null},
): MailMessage {
  const {subject, lead} = OPENING[kind](position);
  const ics = buildIcs({
    ...notice.event,
    uid: `signup-${notice.signupId}@${new URL(site).hostname}`,
    stamp: now,
    ...calendarState(kind, notice),
    // Same UID, higher SEQUENCE on every mail: calendar programs replace the entry they have.
    sequence: Math.floor(now / 1000) % 2_000_000_000,
  });
  return {
    to: notice.person.email,
    subject: `${subject}: ${oneLine(notice.event.description)}`.slice(0, 200),
    text: [
      'Hello,',
      '',
      lead,
      '',
      ...details(notice.event),
      '',
      `Your events and hours: ${site}/profile`,
      '',
      'The Nard Foundation',
    ].join('\n'),
    attachments: [{filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8'}],
  };
}
