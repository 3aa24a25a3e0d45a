// The volunteer and work events tables (SPEC section 2) with data from GET /api/events, and a 'Your place'
// column: Log in to sign up, Sign up / Join the waiting list, or Withdraw (issue 14).
import type {EventType} from '../../../core/api/index.ts';
import {contentIn} from '../../../core/content/index.ts';
import {formatDateIn, formatUsDate, padCount} from '../../../core/format/index.ts';
import {eventsBook} from '../../../core/i18n/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {pageLanguageCode, pageWords} from '../../lib/page-language.ts';
import {useLoad} from '../../lib/use-load.ts';
import {InLanguage} from '../../ui/in-language.tsx';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {eventTimeIn} from './event-time-in.ts';
import {NameCount} from './name-count.tsx';
import {OjtCell} from './ojt-cell.tsx';
import {SignUpCell} from './sign-up-cell.tsx';
import {useEventNames} from './use-event-names.ts';
import {useMyEvents} from './use-my-events.ts';

// Log in sends people back to the table they came from.
const RETURN_TO = {volunteer: '/volunteer-page', work: '/work-for-us-detail'} as const;

// Each table's words (keys of the events book): the volunteers' or the workers'.
const WORDING = {
  volunteer: {
    caption: 'volunteerCaption',
    needed: 'volunteersNeeded',
    signUp: 'volunteersSignUp',
    neededFor: 'volunteersNeededFor',
    signedUpFor: 'volunteersSignedUpFor',
  },
  work: {
    caption: 'workCaption',
    needed: 'workersNeeded',
    signUp: 'workersSignUp',
    neededFor: 'workersNeededFor',
    signedUpFor: 'workersSignedUpFor',
  },
} as const;

/** One events table; the work table adds the OJT / Work column. */
export function EventsTable({type}: {type: EventType}) {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await api.getEvents(type, {signal})).events,
    [type],
  );
  const {signedIn, mine, refetch: refetchMine} = useMyEvents();
  const {names, refetch: refetchNames} = useEventNames(type, signedIn);
  const words = pageWords(eventsBook);
  const wording = WORDING[type];
  if (state.status === 'loading') return <LoadingNote text={words('loadingEvents')} />;
  if (state.status === 'failed') {
    return <LoadProblem message={words('eventsProblem', {problem: state.message})} onRetry={refetch} />;
  }
  if (state.data.length === 0) return <p>{words('noEvents')}</p>;
  const myEvents = mine.status === 'ready' ? (mine.data?.upcoming ?? []) : [];
  const changed = () => {
    refetch();
    refetchMine();
    refetchNames();
  };
  const language = pageLanguageCode();
  const label = {
    serialNo: words('serialNo'),
    date: words('date'),
    description: words('description'),
    venue: words('venue'),
    time: words('time'),
    task: words('task'),
    needed: words(wording.needed),
    signUp: words(wording.signUp),
    ojt: words('ojt'),
    place: words('yourPlace'),
  };
  const columns = [
    label.serialNo,
    label.date,
    label.description,
    label.venue,
    label.time,
    label.task,
    label.needed,
    label.signUp,
  ];
  return (
    <Table
      caption={words(wording.caption)}
      columns={type === 'work' ? [...columns, label.ojt, label.place] : [...columns, label.place]}
    >
      {state.data.map((event, index) => {
        const serial = padCount(index + 1);
        const shown = contentIn(event, pageLanguageCode());
        return (
          <tr key={event.id}>
            <StackedCell label={label.serialNo}>{serial}</StackedCell>
            <StackedCell label={label.date}>{formatDateIn(language, event.date, formatUsDate)}</StackedCell>
            <StackedCell label={label.description}>
              <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
            </StackedCell>
            <StackedCell label={label.venue}>{event.venue}</StackedCell>
            <StackedCell label={label.time}>{eventTimeIn(event.time)}</StackedCell>
            <StackedCell label={label.task}>
              <InLanguage lang={shown.lang}>{shown.text}</InLanguage>
            </StackedCell>
            <StackedCell label={label.needed}>
              {/* One figure with the sign-up cell: the places still open (issue 20). */}
              <NameCount count={event.placesLeft} names={null} label={words(wording.neededFor, {serial})} />
            </StackedCell>
            <StackedCell label={label.signUp}>
              <NameCount
                count={event.signedUpCount}
                names={names?.[event.id] ?? null}
                label={words(wording.signedUpFor, {serial})}
              />
            </StackedCell>
            {type === 'work' ? (
              <StackedCell label={label.ojt}>
                <OjtCell ojtHours={event.ojtHours} ojtTotal={event.ojtTotal} />
              </StackedCell>
            ) : null}
            {/* Its label above on a phone: the sign-up button has the row's full width (in Tamil its one
                long word did not fit beside the label). */}
            <StackedCell label={label.place} wide>
              <SignUpCell
                event={event}
                name={words('eventName', {serial, description: shown.title})}
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
