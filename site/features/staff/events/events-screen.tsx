// Events: the volunteer and work events of the public tables. Staff add, edit and cancel them, and open
// an event to see who signed up and record attendance and OJT hours.
import {useRef} from 'react';
import type {StaffEvent} from '../../../../core/data/index.ts';
import {formatUsDate} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button, buttonClass} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {DoneNote} from '../shared/notes.tsx';
import {todayInSingapore} from '../shared/record-check.ts';
import {Loaded, RowActions, Toolbar} from '../shared/screen-parts.tsx';
import {useScreen} from '../shared/use-screen.ts';
import {listRecords, removeRecord} from '../staff-api.ts';
import {EventForm} from './event-form.tsx';
import {EventSignUps} from './event-sign-ups.tsx';

type Open = {kind: 'edit'; event: StaffEvent | null} | {kind: 'cancel' | 'people'; event: StaffEvent} | null;

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

/** The events screen of the console. */
export default function EventsScreen() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listRecords<StaffEvent>(api, 'events', {signal})).list,
    [],
  );
  const {open, setOpen, done, finish} = useScreen<Open>(refetch);
  const newButton = useRef<HTMLButtonElement>(null);
  const today = todayInSingapore();
  const name = (event: StaffEvent) => `${event.description}, ${formatUsDate(event.date)}`;

  return (
    <>
      <p>Events on the Volunteer and Work tables. Past events leave the public tables but stay here.</p>
      <Toolbar>
        <button
          ref={newButton}
          type="button"
          className={buttonClass()}
          onClick={() => setOpen({kind: 'edit', event: null})}
        >
          New event
        </button>
      </Toolbar>
      <DoneNote text={done} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading events..."
        ready={(events) => (
          <Table
            caption="Events, newest first"
            columns={['Date', 'Event', 'Table', 'Places', 'Status', 'Actions']}
          >
            {events.map((event) => (
              <tr key={event.id}>
                <StackedCell label="Date">{`${formatUsDate(event.date)} ${event.time}`}</StackedCell>
                <StackedCell label="Event">{`${event.description} (${event.venue})`}</StackedCell>
                <StackedCell label="Table">{tableOf(event)}</StackedCell>
                <StackedCell label="Places">{placesOf(event)}</StackedCell>
                <StackedCell label="Status">{statusOf(event, today)}</StackedCell>
                <StackedCell label="Actions">
                  <RowActions>
                    <Button
                      variant="secondary"
                      onClick={() => setOpen({kind: 'people', event})}
                      aria-label={`Sign-ups of ${name(event)}`}
                    >
                      Sign-ups
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setOpen({kind: 'edit', event})}
                      aria-label={`Edit ${name(event)}`}
                    >
                      Edit
                    </Button>
                    {!event.cancelled && (
                      <Button
                        variant="quiet"
                        onClick={() => setOpen({kind: 'cancel', event})}
                        aria-label={`Cancel ${name(event)}`}
                      >
                        Cancel event
                      </Button>
                    )}
                  </RowActions>
                </StackedCell>
              </tr>
            ))}
          </Table>
        )}
      />
      {open?.kind === 'edit' && (
        <EventForm
          key={open.event?.id ?? 'new'}
          event={open.event}
          onClose={() => setOpen(null)}
          onSaved={finish}
        />
      )}
      {open?.kind === 'people' && <EventSignUps event={open.event} onClose={() => setOpen(null)} />}
      {open?.kind === 'cancel' && (
        <ConfirmDialog
          open
          title="Cancel this event?"
          confirmLabel="Cancel the event"
          onConfirm={async () => removeRecord(await loadApi(), 'events', open.event.id)}
          onClose={(cancelled) => (cancelled ? finish(`Cancelled: ${name(open.event)}.`) : setOpen(null))}
        >
          <p>{`"${name(open.event)}" leaves the public table. The people who signed up stay on record here.`}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
