// The mails about one person's place at one event: signed up, on the waiting list, moved up, withdrawn,
// and the reminder the day before. Each carries the date, time, venue and task and a calendar file. The
// words are ours and the event's (staff-written); nothing a visitor typed goes in, not even the person's
// own name: it is self-chosen and can be changed at any time, so it could carry a stranger's message.
import type {EventFields} from '../../core/events/index.ts';
import {formatEventTime} from '../../core/events/index.ts';
import {
  type BookKey,
  LANGUAGE_TAGS,
  type Language,
  mailsEventsBook,
  type Words,
} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailMessage} from '../mail/mailer.ts';
import {buildIcs} from './ics.ts';
import type {SignupNotice} from './store/place-store.ts';

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

/** 'Saturday, 5 December 2026' for a YYYY-MM-DD date (no time-zone shift), in `language` (English by default). */
export function longDate(date: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

type EventWords = Words<BookKey<typeof mailsEventsBook>>;

function details(words: EventWords, language: Language, event: EventFields): string[] {
  return [
    words('detailEvent', {event: oneLine(event.description)}),
    words('detailDate', {date: longDate(event.date, language)}),
    words('detailTime', {time: oneLine(formatEventTime(event.time))}),
    words('detailVenue', {venue: oneLine(event.venue)}),
    words('detailTask', {task: oneLine(event.task)}),
  ];
}

/** Each mail's subject (with the event's name) and first paragraph. */
const OPENING = {
  confirmed: {subject: 'confirmedSubject', lead: 'confirmedLead'},
  waiting: {subject: 'waitingSubject', lead: 'waitingLead'},
  promoted: {subject: 'promotedSubject', lead: 'promotedLead'},
  withdrawn: {subject: 'withdrawnSubject', lead: 'withdrawnLead'},
  reminder: {subject: 'reminderSubject', lead: 'reminderLead'},
  changed: {subject: 'changedSubject', lead: 'changedLead'},
  cancelled: {subject: 'cancelledSubject', lead: 'cancelledLead'},
} as const satisfies Record<SignupMailKind, Record<'subject' | 'lead', BookKey<typeof mailsEventsBook>>>;

/** The calendar entry's method and status for a mail about a place that is now `notice.status`. */
function calendarState(kind: SignupMailKind, notice: SignupNotice) {
  if (kind === 'withdrawn' || kind === 'cancelled') return {method: 'CANCEL', status: 'CANCELLED'} as const;
  const waiting = kind === 'waiting' || (kind === 'changed' && notice.status === 'waiting');
  return {method: 'PUBLISH', status: waiting ? 'TENTATIVE' : 'CONFIRMED'} as const;
}

/**
 * The mail for one notice, in the person's language. `site` is the site's origin (PUBLIC_URL), for the
 * calendar entry's id and the link to the profile.
 */
export async function signupMail(
  kind: SignupMailKind,
  notice: SignupNotice,
  {site, now, position = null}: {site: string; now: number; position?: number | null},
): Promise<MailMessage> {
  const {language} = notice.person;
  const words = await mailWords(mailsEventsBook, language);
  const opening = OPENING[kind];
  const ics = buildIcs({
    ...notice.event,
    uid: `signup-${notice.signupId}@${new URL(site).hostname}`,
    stamp: now,
    ...calendarState(kind, notice),
    // Same UID, higher SEQUENCE on every mail: calendar programs replace the entry they have.
    sequence: Math.floor(now / 1000) % 2_000_000_000,
    taskLine: words('detailTask', {task: notice.event.task}),
  });
  return {
    to: notice.person.email,
    language,
    subject: words(opening.subject, {event: oneLine(notice.event.description)}).slice(0, 200),
    text: [
      words('hello'),
      '',
      words(opening.lead, {position: position ?? 1}),
      '',
      ...details(words, language, notice.event),
      '',
      words('yourEvents', {link: `${site}/profile`}),
      '',
      words('signature'),
    ].join('\n'),
    attachments: [{filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8'}],
  };
}
