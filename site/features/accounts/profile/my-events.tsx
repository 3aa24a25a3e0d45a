// The profile's events: what the user signed up for (upcoming, with their place) and what is behind them
// (attended or not), and their on-job training hours: approved hours of the work events they joined.
import {css} from 'goober';
import type {MyEvent} from '../../../../core/api/index.ts';
import {formatEventTime} from '../../../../core/data/index.ts';
import {formatUsDate} from '../../../../core/format/index.ts';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {TextLink} from '../../../ui/text-link.tsx';
import {useMyEvents} from '../events/use-my-events.ts';
import {WithdrawButton} from '../events/withdraw-button.tsx';

function upcomingPlace(event: MyEvent): string {
  return event.signupStatus === 'waiting' ? `Waiting list, number ${event.position}` : 'Signed up';
}

function pastOutcome(event: MyEvent): string {
  if (event.cancelled) return 'Cancelled';
  if (event.signupStatus !== 'confirmed') return 'You were on the waiting list';
  if (!event.attended) return 'Not marked as attended';
  if (event.ojtTotal > 0)
    return event.hoursApproved
      ? `Attended, ${event.ojtHours} OJT hours approved`
      : `Attended, ${event.ojtHours} OJT hours awaiting approval`;
  return 'Attended';
}

type EventListProps = {
  events: MyEvent[];
  status: (event: MyEvent) => string;
  /** Upcoming events: a Withdraw (asked first) that reloads the list. */
  onWithdrawn?: () => void;
};

function EventList({events, status, onWithdrawn}: EventListProps) {
  return (
    <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
      {events.map((event) => (
        <li key={event.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
          <strong>{`${formatUsDate(event.date)}, ${formatEventTime(event.time)}: ${event.description}`}</strong>
          <span>{`${event.venue}. ${event.task}.`}</span>
          <em>{status(event)}</em>
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
  const {mine, refetch} = useMyEvents();
  if (mine.status === 'loading') return <LoadingNote text="Loading your events..." />;
  if (mine.status === 'failed')
    return <LoadProblem message={`We could not load your events. ${mine.message}`} onRetry={refetch} />;
  if (!mine.data) return null;
  const {upcoming, past, ojt} = mine.data;
  return (
    <section aria-labelledby="my-events-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="my-events-heading">My events</h2>
      {ojt.hoursTotal > 0 && (
        <p>
          {`On-job training: ${ojt.hoursDone} of ${ojt.hoursTotal} hours done.`}
          {ojt.hoursAwaitingApproval > 0 ? ` ${ojt.hoursAwaitingApproval} more awaiting approval.` : ''}
        </p>
      )}
      <h3>Coming up</h3>
      {upcoming.length === 0 ? (
        <p>
          You have not signed up for an event yet. See the{' '}
          <TextLink href="/volunteer-page">volunteer events</TextLink> or the{' '}
          <TextLink href="/work-for-us-detail">work events</TextLink>.
        </p>
      ) : (
        <EventList events={upcoming} status={upcomingPlace} onWithdrawn={refetch} />
      )}
      <h3>Past events</h3>
      {past.length === 0 ? <p>None yet.</p> : <EventList events={past} status={pastOutcome} />}
    </section>
  );
}
