// The profile's events: what the user signed up for (upcoming, with their place) and what is behind them
// (attended or not), and their on-job training hours: approved hours of the work events they joined.
import {css} from 'goober';
import type {MyEvent} from '../../../core/api/index.ts';
import {formatDateIn, formatUsDate} from '../../../core/format/index.ts';
import {type BookKey, profileBook, type Words} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageWords} from '../../lib/page-language.ts';
import {richText} from '../../lib/rich-text.tsx';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {TextLink} from '../../ui/text-link.tsx';
import {eventTimeIn} from './event-time-in.ts';
import {useMyEvents} from './use-my-events.ts';
import {WithdrawButton} from './withdraw-button.tsx';

type ProfileWords = Words<BookKey<typeof profileBook>>;

function upcomingPlace(words: ProfileWords, event: MyEvent): string {
  return event.signupStatus === 'waiting'
    ? words('waitingNumber', {position: event.position ?? 0})
    : words('signedUp');
}

function pastOutcome(words: ProfileWords, event: MyEvent): string {
  if (event.cancelled) return words('cancelled');
  if (event.signupStatus !== 'confirmed') return words('wasWaiting');
  if (!event.attended) return words('notAttended');
  if (event.ojtTotal > 0)
    return words(event.hoursApproved ? 'attendedApproved' : 'attendedAwaiting', {hours: event.ojtHours});
  return words('attended');
}

type EventListProps = {
  events: MyEvent[];
  status: (words: ProfileWords, event: MyEvent) => string;
  /** Upcoming events: a Withdraw (asked first) that reloads the list. */
  onWithdrawn?: () => void;
};

function EventList({events, status, onWithdrawn}: EventListProps) {
  const words = pageWords(profileBook);
  const language = pageLanguageCode();
  return (
    <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
      {events.map((event) => (
        <li key={event.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
          <strong>
            {words('eventWhen', {
              date: formatDateIn(language, event.date, formatUsDate),
              time: eventTimeIn(event.time),
              description: event.description,
            })}
          </strong>
          <span>{words('eventWhere', {venue: event.venue, task: event.task})}</span>
          <em>{status(words, event)}</em>
          {onWithdrawn ? (
            <WithdrawButton
              eventId={event.id}
              name={event.description}
              confirmed={event.signupStatus === 'confirmed'}
              onDone={onWithdrawn}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** "My events" on the profile. */
export function MyEvents() {
  const words = pageWords(profileBook);
  const {mine, refetch} = useMyEvents();
  if (mine.status === 'loading') return <LoadingNote text={words('loadingEvents')} />;
  if (mine.status === 'failed')
    return <LoadProblem message={words('eventsProblem', {problem: mine.message})} onRetry={refetch} />;
  if (!mine.data) return null;
  const {upcoming, past, ojt} = mine.data;
  return (
    <section aria-labelledby="my-events-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="my-events-heading">{words('myEventsHeading')}</h2>
      {ojt.hoursTotal > 0 && (
        <p>
          {words('ojtDone', {done: ojt.hoursDone, total: ojt.hoursTotal})}
          {ojt.hoursAwaitingApproval > 0 ? words('ojtAwaiting', {count: ojt.hoursAwaitingApproval}) : ''}
        </p>
      )}
      <h3>{words('comingUp')}</h3>
      {upcoming.length === 0 ? (
        <p>
          {richText(words, 'noUpcoming', {
            volunteer: (text) => <TextLink href="/volunteer-page">{text}</TextLink>,
            work: (text) => <TextLink href="/work-for-us-detail">{text}</TextLink>,
          })}
        </p>
      ) : (
        <EventList events={upcoming} status={upcomingPlace} onWithdrawn={refetch} />
      )}
      <h3>{words('pastHeading')}</h3>
      {past.length === 0 ? <p>{words('noneYet')}</p> : <EventList events={past} status={pastOutcome} />}
    </section>
  );
}
