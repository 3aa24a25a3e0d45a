// The Overview's "Needs attention" (issue 20): new applicants, messages waiting, and the next events with
// their places, each a link to the screen where staff act on it; gifts to review and transfers to match.
import {css} from 'goober';
import type {Api, CallOptions} from '../../../core/api/index.ts';
import {formatEventTime} from '../../../core/events/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {useLoad} from '../../lib/use-load.ts';
import {TextLink} from '../../ui/text-link.tsx';
import {formatDate} from './shared/format-time.ts';
import {Loaded} from './shared/screen-parts.tsx';

type NextEvent = {
  id: string;
  description: string;
  date: string;
  time: string;
  capacity: number;
  placesLeft: number;
  waitingCount: number;
};
type Overview = {
  newApplicants: number;
  unhandledMessages: number;
  giftsToReview: number;
  transfersWaiting: number;
  mailsNotDelivered: number;
  nextEvents: NextEvent[];
  /** Last year's IRAS file, from 1 January while gifts of that year wait to be filed. */
  irasDue: {year: number; dueBy: string; gifts: number; late: boolean} | null;
};

function getOverview(api: Api, options?: CallOptions) {
  return api.send<{overview: Overview}>({method: 'get', path: 'staff/overview'}, options);
}

const count = (n: number, one: string, many: string) => `${n === 0 ? 'No' : n} ${n === 1 ? one : many}`;

function places(event: NextEvent): string {
  const taken = `${event.capacity - event.placesLeft} of ${event.capacity} places taken`;
  return event.waitingCount > 0 ? `${taken}, ${event.waitingCount} waiting` : taken;
}

/** The counts and the next events, loaded when the Overview opens. */
export function OverviewNeeds() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await getOverview(api, {signal})).overview,
    [],
  );
  return (
    <section aria-labelledby="needs-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="needs-heading">Needs attention</h2>
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading what needs attention..."
        ready={(overview) => (
          <>
            <ul className={css`display: grid; gap: 8px; padding-left: 1.2em; margin: 0;`}>
              <li>
                <TextLink href="/staff/applicants">
                  {count(overview.newApplicants, 'new applicant', 'new applicants')}
                </TextLink>
              </li>
              <li>
                <TextLink href="/staff/messages">
                  {count(overview.unhandledMessages, 'message waiting', 'messages waiting')}
                </TextLink>
              </li>
              <li>
                <TextLink href="/staff/gifts">
                  {`${count(overview.giftsToReview, 'gift', 'gifts')} to review, ${count(overview.transfersWaiting, 'bank transfer', 'bank transfers').replace(/^No/, 'no')} waiting for a match`}
                </TextLink>
              </li>
              <li>
                {/* Receipts show why on the Gifts screen, with Send again (issue 55). */}
                <TextLink href="/staff/gifts">
                  {`${count(overview.mailsNotDelivered, 'mail', 'mails')} not delivered yet`}
                </TextLink>
              </li>
              {overview.irasDue && (
                <li>
                  <TextLink href="/staff/gifts">
                    {`The IRAS file for ${overview.irasDue.year} ${overview.irasDue.late ? 'was' : 'is'} due by ${formatDate(overview.irasDue.dueBy)}: ${count(overview.irasDue.gifts, 'gift', 'gifts')} not filed yet`}
                  </TextLink>
                </li>
              )}
            </ul>
            <h3>Next events</h3>
            {overview.nextEvents.length === 0 ? (
              <p>No events are planned.</p>
            ) : (
              <ul className={css`display: grid; gap: 8px; padding-left: 1.2em; margin: 0;`}>
                {overview.nextEvents.map((event) => (
                  <li key={event.id}>
                    {`${formatDate(event.date)}, ${formatEventTime(event.time)}: ${event.description}. ${places(event)}.`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      />
    </section>
  );
}
