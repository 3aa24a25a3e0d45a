// After an event staff record, per person, whether they came and (work events) the OJT hours to count.
import {css} from 'goober';
import type {FormChecked} from '../../../ui/check-with.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {recordAttendance, type StaffSignUp} from '../staff-api.ts';

const ATTENDED = [
  {value: 'yes', label: 'Came'},
  {value: 'no', label: 'Did not come'},
];

type AttendanceFormProps = {eventId: string; signUp: StaffSignUp; withHours: boolean; onSaved: () => void};

function check(values: {
  attended: string;
  ojtHours: string;
}): FormChecked<{attended: boolean; ojtHours: number}> {
  const hours = values.ojtHours.trim() === '' ? 0 : Number(values.ojtHours);
  if (!['yes', 'no'].includes(values.attended))
    return {ok: false as const, errors: {attended: 'Choose whether they came.'}};
  if (!Number.isInteger(hours) || hours < 0 || hours > 24) {
    return {ok: false as const, errors: {ojtHours: 'OJT hours must be a whole number from 0 to 24.'}};
  }
  return {
    ok: true as const,
    value: {attended: values.attended === 'yes', ojtHours: values.attended === 'yes' ? hours : 0},
  };
}

/** The attendance cell of one sign-up. */
export function AttendanceForm({eventId, signUp, withHours, onSaved}: AttendanceFormProps) {
  const form = useForm({
    initial: {
      attended: signUp.attended === null ? '' : signUp.attended ? 'yes' : 'no',
      ojtHours: signUp.ojtHours ? String(signUp.ojtHours) : '',
    },
    check,
    send: (api, value) => recordAttendance(api, eventId, signUp.id, value),
    keepValues: true,
    success: 'Saved.',
    onSuccess: onSaved,
  });
  return (
    <Form
      form={form}
      aria-label={`Attendance of ${signUp.fullName}`}
      className={css`display: grid; gap: 4px;`}
    >
      <SelectField
        label={`Did ${signUp.fullName} come?`}
        options={ATTENDED}
        emptyLabel="Not recorded yet"
        {...form.bind('attended')}
      />
      {withHours && (
        <TextField
          label="OJT hours"
          type="number"
          min={0}
          max={24}
          inputMode="numeric"
          {...form.bind('ojtHours')}
        />
      )}
      <SubmitButton busy={form.busy} busyText="Saving..." variant="secondary">
        Save attendance
      </SubmitButton>
      <FormOutcome outcome={form.outcome} />
    </Form>
  );
}
