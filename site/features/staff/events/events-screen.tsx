// Events: the volunteer and work events of the public tables. Staff add, edit and cancel them, and open
// an event to see who signed up and record attendance and OJT hours.

import {formatEventTime} from '../../../../core/events/index.ts';
import type {StaffEvent} from '../../../../core/staff/index.ts';

import {dataOf} from '../../../lib/data-of.ts';
import {formatDate} from '../shared/format-time.ts';
import {todayInSingapore} from '../shared/record-check.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {listRecords, removeRecord} from '../staff-api.ts';
import {EventForm} from './event-form.tsx';
import {EventSignUps} from './event-sign-ups.tsx';
import {peopleWords} from './people-words.ts';

function statusOf(event: StaffEvent, today: string): string {
  if (event.cancelled) return 'Cancelled';
  return event.date < today ? 'Past' : 'Upcoming';
}

function placesOf(event: StaffEvent): string {
  const taken = `${event.capacity - event.placesLeft} of ${event.capacity} taken`;
  return event.waitingCount > 0 ? `${taken}, ${event.waitingCount} waiting` : taken;
}

function tableOf(event: StaffEvent): string {
  const table = event.type === 'work' ? 'Work' : 'Volunteer';
  return event.openToBoth ? `${table} (open to both)` : table;
}

// Says who will be e-mailed, so staff know before they confirm.
const toldOnCancel = (count: number) =>
  count === 0
    ? 'Nobody is signed up, so nobody is e-mailed.'
    : `${peopleWords(count)} signed up or waiting will get an e-mail saying it is cancelled.`;

const nameOf = (event: StaffEvent) => `${event.description}, ${formatDate(event.date)}`;

/** The events screen of the console. */
export default function EventsScreen() {
  const today = todayInSingapore();
  return (
    <RecordScreen<StaffEvent>
      intro="Events on the Volunteer and Work tables. Past events leave the public tables but stay here."
      load={async (api, _query, signal) =>
        dataOf(await listRecords<StaffEvent>(api, 'events', {signal})).list
      }
      loading="Loading events..."
      caption="Events, newest first"
      rowKey={(event) => event.id}
      columns={[
        {heading: 'Date', cell: (event) => `${formatDate(event.date)} ${formatEventTime(event.time)}`},
        {heading: 'Event', cell: (event) => `${event.description} (${event.venue})`},
        {heading: 'Table', cell: tableOf},
        {heading: 'Places', cell: placesOf},
        {heading: 'Status', cell: (event) => statusOf(event, today)},
      ]}
      tools={[
        {
          label: 'New event',
          dialog: (_query, host) => <EventForm event={null} onClose={host.close} onSaved={host.finish} />,
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Sign-ups',
            name: (event) => `Sign-ups of ${nameOf(event)}`,
            dialog: (event, host) => <EventSignUps event={event} onClose={host.close} />,
          },
          {
            label: 'Edit',
            name: (event) => `Edit ${nameOf(event)}`,
            dialog: (event, host) => <EventForm event={event} onClose={host.close} onSaved={host.finish} />,
          },
          {
            label: 'Cancel event',
            name: (event) => `Cancel ${nameOf(event)}`,
            variant: 'quiet',
            shows: (event) => !event.cancelled,
            confirm: {
              title: 'Cancel this event?',
              confirmLabel: 'Cancel the event',
              says: (event) =>
                `"${nameOf(event)}" leaves the public table and stays on record here. ${toldOnCancel(event.peopleToTell)}`,
              send: (api, event) => removeRecord(api, 'events', event.id),
              done: (event) => `Cancelled: ${nameOf(event)}.`,
            },
          },
        ],
      }}
    />
  );
}
