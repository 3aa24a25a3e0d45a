// The volunteer and work events tables (SPEC section 2) with data from GET /api/events.
import {css} from 'goober';
import type {EventType} from '../../../../core/api/index.ts';
import {formatUsDate, padCount} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {colors, focusRing, radius} from '../../../ui/theme.ts';
import {NameCount} from './name-count.tsx';
import {OjtCell} from './ojt-cell.tsx';
import {SignUpCell} from './sign-up-cell.tsx';
import {useMyEvents} from './use-my-events.ts';

const scrollClass = () => css`
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radius.m};
  background: ${colors.white};
  &:focus-visible {
    ${focusRing}
  }
`;

const tableClass = () => css`
  width: 100%;
  border-collapse: collapse;
  & caption {
    padding: 12px 16px;
    text-align: left;
    font-weight: 700;
  }
  & th,
  & td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${colors.border};
  }
  & th {
    color: ${colors.white};
    background: ${colors.green};
  }
`;

// Log in sends people back to the table they came from.
const RETURN_TO = {volunteer: '/volunteer-page', work: '/work-for-us-detail'} as const;

const WORDING = {
  volunteer: {caption: 'Volunteer events', people: 'Volunteers'},
  work: {caption: 'Work events', people: 'Workers'},
} as const;

/** One events table; the work table adds the OJT / Work column. */
export function EventsTable({type}: {type: EventType}) {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await api.getEvents(type, {signal})).events,
    [type],
  );
  const {caption, people} = WORDING[type];
  const {signedIn, mine, refetch: refetchMine} = useMyEvents();
  const myEvents = mine.status === 'ready' ? (mine.data?.upcoming ?? []) : [];
  const changed = () => {
    refetch();
    refetchMine();
  };
  if (state.status === 'loading') return <LoadingNote text="Loading events..." />;
  if (state.status === 'failed') {
    return <LoadProblem message={`We could not load the events. ${state.message}`} onRetry={refetch} />;
  }
  if (state.data.length === 0) return <p>There are no events planned right now. Please check back soon.</p>;
  return (
    // Keyboard users must be able to scroll a wide table on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
    <section className={scrollClass()} aria-label={caption} tabIndex={0}>
      <table className={tableClass()}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Serial No</th>
            <th scope="col">Date</th>
            <th scope="col">Event Description</th>
            <th scope="col">Venue</th>
            <th scope="col">Time</th>
            <th scope="col">Task</th>
            <th scope="col">{`${people} Needed`}</th>
            <th scope="col">{`${people} Sign Up`}</th>
            {type === 'work' ? <th scope="col">On Job Training (OJT) / Work</th> : null}
            <th scope="col">Your place</th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((event, index) => {
            const serial = padCount(index + 1);
            return (
              <tr key={event.id}>
                <td>{serial}</td>
                <td>{formatUsDate(event.date)}</td>
                <td>{event.description}</td>
                <td>{event.venue}</td>
                <td>{event.time}</td>
                <td>{event.task}</td>
                <td>
                  <NameCount names={event.needed} label={`${people} needed for event ${serial}`} />
                </td>
                <td>
                  <NameCount names={event.signedUp} label={`${people} signed up for event ${serial}`} />
                </td>
                {type === 'work' ? (
                  <td>
                    <OjtCell ojtHours={event.ojtHours} ojtTotal={event.ojtTotal} />
                  </td>
                ) : null}
                <td>
                  <SignUpCell
                    event={event}
                    name={`event ${serial}: ${event.description}`}
                    returnTo={RETURN_TO[type]}
                    signedIn={signedIn}
                    mine={myEvents.find((mineEvent) => mineEvent.id === event.id)}
                    onChanged={changed}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
