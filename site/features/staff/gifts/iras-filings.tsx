// The files of a year staff took for IRAS, and for each one not yet marked, the day it was submitted: a
// file counts as filed only once staff say IRAS has it, so the next file holds only what it did not.
import {css} from 'goober';
import type {IrasFilingRecord} from '../../../../core/donate/index.ts';
import {irasSubmittedRules} from '../../../../core/rules/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formatTime} from '../shared/format-time.ts';
import {todayInSingapore} from '../shared/record-check.ts';
import {markIrasSubmitted} from './gifts-api.ts';

const checkSubmitted = checkWith(irasSubmittedRules);
const gifts = (count: number) => (count === 1 ? '1 gift' : `${count} gifts`);

/** What the file was, in a line. */
export function filingLine(filing: IrasFilingRecord): string {
  const kind = filing.batch === 'A' ? 'Amendment' : 'File';
  return `${kind} of ${gifts(filing.records)} ($${filing.totalDollars}), downloaded ${formatTime(filing.preparedAt)} by ${filing.preparedBy}`;
}

function SubmittedForm({filing, onMarked}: {filing: IrasFilingRecord; onMarked: (message: string) => void}) {
  const form = useForm({
    initial: {submittedOn: todayInSingapore()},
    check: checkSubmitted,
    send: (api, body) => markIrasSubmitted(api, filing.id, body.submittedOn),
    keepValues: true,
    onSuccess: (answer) => onMarked(answer.message),
  });
  const label = `Mark submitted: ${filingLine(filing)}`;
  return (
    <Form form={form} aria-label={label}>
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: end;`}>
        <TextField
          label="Day it was submitted to IRAS"
          type="date"
          max={todayInSingapore()}
          {...form.bind('submittedOn')}
        />
        <SubmitButton busy={form.busy} busyText="Saving...">
          Mark submitted
        </SubmitButton>
      </div>
      <FormOutcome outcome={form.outcome?.kind === 'error' ? form.outcome : null} />
    </Form>
  );
}

/** The year's files, newest first: submitted ones say when and by whom; the others can be marked. */
export function IrasFilings({
  filings,
  onMarked,
}: {
  filings: IrasFilingRecord[];
  onMarked: (message: string) => void;
}) {
  if (filings.length === 0) return <p>No file of this year has been downloaded yet.</p>;
  return (
    <ul className={css`display: grid; gap: 16px; padding-left: 20px; margin: 0;`}>
      {filings.map((filing) => (
        <li key={filing.id}>
          <p className={css`margin: 0 0 8px;`}>{filingLine(filing)}.</p>
          {filing.submittedOn ? (
            <p className={css`margin: 0;`}>
              <strong>Submitted on {filing.submittedOn}</strong> (marked by {filing.submittedBy}).
            </p>
          ) : (
            <SubmittedForm filing={filing} onMarked={onMarked} />
          )}
        </li>
      ))}
    </ul>
  );
}
