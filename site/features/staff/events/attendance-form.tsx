// After an event staff record, per person: did they come, and (work events) the OJT hours and whether
// those hours are approved. Approved hours count towards the worker's total on their profile.
import {css} from 'goober';
import type {FormChecked} from '../../../ui/check-with.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {type Attendance, recordAttendance, type StaffSignup} from '../places-api.ts';

const ATTENDED = [
  {value: 'yes', label: 'Came'},
  {value: 'no', label: 'Did not come'},
];
const APPROVED = [
  {value: 'no', label: 'Not yet'},
  {value: 'yes', label: 'Approved'},
];

type Values = {attended: string; ojtHours: string; hoursApproved: string};

function check(values: Values): FormChecked<Attendance> {
  const hours = values.ojtHours.trim() === '' ? 0 : Number(values.ojtHours);
  if (!Number.isInteger(hours) || hours < 0 || hours > 10_000) {
    return {ok: false, errors: {ojtHours: 'OJT hours must be a whole number from 0 to 10000.'}};
  }
  return {
    ok: true,
    value: {
      attended: values.attended === 'yes',
      ojtHours: hours,
      hoursApproved: values.hoursApproved === 'yes',
    },
  };
}

type AttendanceFormProps = {eventId: string; signup: StaffSignup; withHours: boolean; onSaved: () => void};

/** The attendance cell of one sign-up. */
export function AttendanceForm({eventId, signup, withHours, onSaved}: AttendanceFormProps) {
  const form = useForm({
    initial: {
      attended: signup.attended ? 'yes' : 'no',
      ojtHours: String(signup.ojtHours),
      hoursApproved: signup.hoursApproved ? 'yes' : 'no',
    },
    check,
    send: (api, value) => recordAttendance(api, eventId, signup.id, value),
    keepValues: true,
    success: `Saved for ${signup.fullName}.`,
    onSuccess: onSaved,
  });
  return (
    <Form
      form={form}
      aria-label={`Attendance of ${signup.fullName}`}
      className={css`display: grid; gap: 4px;`}
    >
      <SelectField label={`Did ${signup.fullName} come?`} options={ATTENDED} {...form.bind('attended')} />
      {withHours && (
        <>
          <TextField label="OJT hours" type="number" min={0} inputMode="numeric" {...form.bind('ojtHours')} />
          <SelectField label="Hours approved" options={APPROVED} {...form.bind('hoursApproved')} />
        </>
      )}
      <SubmitButton busy={form.busy} busyText="Saving..." variant="secondary">
        Save attendance
      </SubmitButton>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
