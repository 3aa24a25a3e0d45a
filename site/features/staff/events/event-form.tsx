// Create or edit one event. Staff set the table it is listed in, whether both kinds of applicant may
// sign up, when and where, the task and how many people it takes. Names signed up offline and the
// sample's "needed" names are kept as they are.
import {css} from 'goober';
import {clockValue, parseEventTime} from '../../../../core/events/index.ts';
import type {StaffEvent} from '../../../../core/staff/index.ts';
import {SelectField, TextAreaField, TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {checkRecord, todayInSingapore} from '../shared/record-check.ts';
import {
  TranslationFields,
  type TranslationValues,
  translationValues,
  withTranslations,
} from '../shared/translation-fields.tsx';
import {saveRecord} from '../staff-api.ts';
import {peopleWords} from './people-words.ts';

type Values = {
  type: string;
  openToBoth: string;
  date: string;
  startTime: string;
  endTime: string;
  description: string;
  venue: string;
  task: string;
  capacity: string;
  ojtTotal: string;
} & TranslationValues<'events'>;

const SHAPES = {description: {label: 'Event description', multiline: true}, task: {label: 'Task'}};

const TYPES = [
  {value: 'volunteer', label: 'Volunteer event'},
  {value: 'work', label: 'Work event (on-job training)'},
];
const BOTH = [
  {value: 'no', label: 'No: only the people of this table'},
  {value: 'yes', label: 'Yes: volunteers and Work For Us applicants'},
];

function initialOf(event: StaffEvent | null): Values {
  if (!event) {
    return {
      type: 'volunteer',
      openToBoth: 'no',
      date: todayInSingapore(),
      startTime: '',
      endTime: '',
      description: '',
      venue: '',
      task: '',
      capacity: '10',
      ojtTotal: '0',
      ...translationValues('events', undefined),
    };
  }
  // An event typed before times were real may not read as two times: staff then set them afresh.
  const time = parseEventTime(event.time);
  return {
    type: event.type,
    openToBoth: event.openToBoth ? 'yes' : 'no',
    date: event.date,
    startTime: time ? clockValue(time.start) : '',
    endTime: time ? clockValue(time.end) : '',
    description: event.description,
    venue: event.venue,
    task: event.task,
    capacity: String(event.capacity),
    ojtTotal: String(event.ojtTotal),
    ...translationValues('events', event.translations),
  };
}

/** The whole record the API takes: the form's values plus what the form does not edit. */
function recordOf(values: Values, event: StaffEvent | null) {
  const {startTime, endTime, ...rest} = withTranslations('events', values);
  return {
    ...rest,
    time: `${startTime}-${endTime}`,
    needed: event?.needed ?? [],
    signedUp: event?.signedUp ?? [],
    ojtHours: String(event?.ojtHours ?? 0),
  };
}

/** Whether the form's values move the event to another day, time or place. */
function movesEvent(event: StaffEvent, values: Values): boolean {
  const {start, end} = {start: values.startTime, end: values.endTime};
  const time = parseEventTime(event.time);
  const timeChanged = !time || clockValue(time.start) !== start || clockValue(time.end) !== end;
  return values.date !== event.date || values.venue.trim() !== event.venue || timeChanged;
}

/** The two time fields' own words; the record rule then checks the range as the server does. */
function checkTimes({startTime, endTime}: Values): Record<string, string> | null {
  if (!startTime) return {startTime: 'Choose when the event starts.'};
  if (!endTime) return {endTime: 'Choose when the event ends.'};
  if (endTime <= startTime) return {endTime: 'The end must be later than the start.'};
  return null;
}

type EventFormProps = {event: StaffEvent | null; onClose: () => void; onSaved: (message: string) => void};

/** The dialog with one event's form; mount a new one per event (`key`). */
export function EventForm({event, onClose, onSaved}: EventFormProps) {
  const checkEvent = checkRecord<Record<string, string>>('events');
  const form = useForm({
    initial: initialOf(event),
    check: (values: Values) => {
      const times = checkTimes(values);
      if (times) return {ok: false as const, errors: times};
      const checked = checkEvent(recordOf(values, event) as unknown as Record<string, string>);
      return checked.ok ? {ok: true as const, value: values} : checked;
    },
    send: (api, values) => saveRecord(api, 'events', event?.id ?? null, recordOf(values, event)),
    keepValues: true,
    onSuccess: (answer) => onSaved(answer.message ?? 'The event is saved.'),
  });
  // A new day, time or place is mailed to everyone signed up or waiting: say so before Save (issue 20).
  const told = event && movesEvent(event, form.values) ? event.peopleToTell : 0;
  return (
    <FormDialog
      open
      title={event ? 'Edit event' : 'New event'}
      submitLabel={!event ? 'Add event' : told > 0 ? `Save and tell ${peopleWords(told)}` : 'Save changes'}
      form={form}
      onClose={onClose}
    >
      {told > 0 ? (
        <p role="status">
          {`The date, time or place is changing: ${peopleWords(told)} signed up or waiting will get an e-mail with the new details.`}
        </p>
      ) : null}
      <SelectField label="Table" options={TYPES} {...form.bind('type')} />
      <SelectField label="Open to both" options={BOTH} {...form.bind('openToBoth')} />
      <div
        className={css`display: grid; gap: 0 16px; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));`}
      >
        <TextField label="Date" type="date" {...form.bind('date')} />
        <TextField label="Starts at" type="time" {...form.bind('startTime')} />
        <TextField label="Ends at" type="time" {...form.bind('endTime')} />
      </div>
      <TextAreaField label="Event description" rows={3} {...form.bind('description')} />
      <TextField label="Venue" {...form.bind('venue')} />
      <TextField label="Task" {...form.bind('task')} />
      <div
        className={css`display: grid; gap: 0 16px; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));`}
      >
        <TextField
          label="Places"
          type="number"
          min={1}
          max={500}
          hint="More sign-ups join a waiting list."
          {...form.bind('capacity')}
        />
        <TextField
          label="OJT hours in total"
          type="number"
          min={0}
          hint="Work events: training hours a worker can earn."
          {...form.bind('ojtTotal')}
        />
      </div>
      <TranslationFields kind="events" shapes={SHAPES} bind={form.bind} />
    </FormDialog>
  );
}
