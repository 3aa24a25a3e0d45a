// Who signed up for one event, as staff may see them: full name, e-mail and phone, confirmed or waiting,
// and for each person attendance and (work events) the OJT hours to record.
import {css} from 'goober';
import {eventHasStarted, formatEventTime} from '../../../../core/events/index.ts';
import type {StaffEvent} from '../../../../core/staff/index.ts';

import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {listSignups, type StaffSignup} from '../places-api.ts';
import {formatDate} from '../shared/format-time.ts';
import {Loaded} from '../shared/screen-parts.tsx';
import {ApproveAllHours} from './approve-all-hours.tsx';
import {AttendanceForm} from './attendance-form.tsx';

function placeOf(signup: StaffSignup): string {
  if (signup.status === 'withdrawn') return 'Withdrew';
  return signup.status === 'waiting' ? `Waiting list, number ${signup.position}` : 'Confirmed';
}

type EventSignUpsProps = {event: StaffEvent; onClose: () => void};

/** A wide dialog with the event's sign-ups. */
export function EventSignUps({event, onClose}: EventSignUpsProps) {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listSignups(api, event.id, {signal})).signups,
    [event.id],
  );
  const work = event.type === 'work' || event.openToBoth;
  // Attendance and hours are facts of a day that has come: before it, the form is not offered (issue 20).
  const started = eventHasStarted(event.date, event.time, Date.now());
  return (
    <Dialog
      open
      wide
      onClose={onClose}
      title={`Sign-ups: ${event.description}`}
      actions={
        <>
          {started && work ? <ApproveAllHours eventId={event.id} onDone={refetch} /> : null}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <p>{`${formatDate(event.date)}, ${formatEventTime(event.time)}, ${event.venue}. ${event.capacity} places.`}</p>
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading sign-ups..."
        ready={(signups) => {
          // Withdrawn people stay as a line, so staff see who left (issue 20).
          return signups.length === 0 ? (
            <p>No one has signed up yet.</p>
          ) : (
            <Table caption="People signed up" columns={['Name', 'Contact', 'Place', 'Attendance']}>
              {signups.map((signup) => (
                <tr key={signup.id}>
                  <StackedCell label="Name">{signup.fullName}</StackedCell>
                  <StackedCell label="Contact">
                    <a href={`mailto:${signup.email}`}>{signup.email}</a>
                    <br />
                    {signup.phoneNumber || 'No phone'}
                  </StackedCell>
                  <StackedCell label="Place">{placeOf(signup)}</StackedCell>
                  <StackedCell label="Attendance">
                    {signup.status !== 'confirmed' ? (
                      '-'
                    ) : started ? (
                      <div className={css`min-width: min(12rem, 100%);`}>
                        <AttendanceForm
                          eventId={event.id}
                          signup={signup}
                          withHours={work}
                          onSaved={refetch}
                        />
                      </div>
                    ) : (
                      'From the start of the event'
                    )}
                  </StackedCell>
                </tr>
              ))}
            </Table>
          );
        }}
      />
    </Dialog>
  );
}
