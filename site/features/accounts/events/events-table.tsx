// The volunteer and work events tables (SPEC section 2) with data from GET /api/events, and a 'Your place'
// column: Log in to sign up, Sign up / Join the waiting list, or Withdraw (issue 14).
import type {EventType} from '../../../../core/api/index.ts';
import {contentIn, formatEventTime} from '../../../../core/data/index.ts';
import {formatUsDate, padCount} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {pageLanguageCode} from '../../../lib/page-language.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {InLanguage} from '../../../ui/in-language.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {NameCount} from './name-count.tsx';
import {OjtCell} from './ojt-cell.tsx';
import {SignUpCell} from './sign-up-cell.tsx';
import {useEventNames} from './use-event-names.ts';
import {useMyEvents} from './use-my-events.ts';

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
  const {signedIn, mine, refetch: refetchMine} = useMyEvents();
  const {names, refetch: refetchNames} = useEventNames(type, signedIn);
  const {caption, people} = WORDING[type];
  if (state.status === 'loading') return <LoadingNote text="Loading events..." />;
  if (state.status === 'failed') {
    return <LoadProblem message={`We could not load the events. ${state.message}`} onRetry={refetch} />;
  }
  if (state.data.length === 0) return <p>There are no events planned right now. Please check back soon.</p>;
  const myEvents = mine.status === 'ready' ? (mine.data?.upcoming ?? []) : [];
  const changed = () => {
    refetch();
    refetchMine();
    refetchNames();
  };
  const needed = `${people} Needed`;
  const signUp = `${people} Sign Up`;
  const ojt = 'On Job Training (OJT) / Work';
  const place = 'Your place';
  const columns = ['Serial No', 'Date', 'Event Description', 'Venue', 'Time', 'Task', needed, signUp];
  return (
    <Table caption={caption} columns={type === 'work' ? [...columns, ojt, place] : [...columns, place]}>
      {state.data.map((event, index) => {
        const serial = padCount(index + 1);
        const shown = contentIn(event, pageLanguageCode());
        return (
          <tr key={event.id}>
            <StackedCell label="Serial No">{serial}</StackedCell>
            <StackedCell label="Date">{formatUsDate(event.date)}</StackedCell>
            <StackedCell label="Event Description">
              <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
            </StackedCell>
            <StackedCell label="Venue">{event.venue}</StackedCell>
            <StackedCell label="Time">{formatEventTime(event.time)}</StackedCell>
            <StackedCell label="Task">
              <InLanguage lang={shown.lang}>{shown.text}</InLanguage>
            </StackedCell>
            <StackedCell label={needed}>
              {/* One figure with the sign-up cell: the places still open (issue 20). */}
              <NameCount
                count={event.placesLeft}
                names={null}
                label={`${people} needed for event ${serial}`}
              />
            </StackedCell>
            <StackedCell label={signUp}>
              <NameCount
                count={event.signedUpCount}
                names={names?.[event.id] ?? null}
                label={`${people} signed up for event ${serial}`}
              />
            </StackedCell>
            {type === 'work' ? (
              <StackedCell label={ojt}>
                <OjtCell ojtHours={event.ojtHours} ojtTotal={event.ojtTotal} />
              </StackedCell>
            ) : null}
            <StackedCell label={place}>
              <SignUpCell
                event={event}
                name={`event ${serial}: ${shown.title}`}
                returnTo={RETURN_TO[type]}
                signedIn={signedIn}
                mine={myEvents.find((mineEvent) => mineEvent.id === event.id)}
                applicantType={mine.status === 'ready' ? (mine.data?.applicantType ?? null) : null}
                onChanged={changed}
              />
            </StackedCell>
          </tr>
        );
      })}
    </Table>
  );
}
