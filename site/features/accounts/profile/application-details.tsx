// "About you" on the profile (issue 24): the details the person applied with (age group, region and city,
// emergency contact, profession), shown and corrected here with the application's own rules and choices.
import {css} from 'goober';
import {Fragment, useState} from 'react';
import {MESSAGES, REGION_LABELS, type RegionKey} from '../../../../core/data/index.ts';
import {formatPhone} from '../../../../core/format/index.ts';
import {
  applicationDetailsRules,
  changeApplicationField,
  type ApplicationDetails as Details,
  APPLICATION_FIELD_WORDS as WORDS,
} from '../../../../core/rules/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {Form, formStackClass} from '../../../ui/form.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {PhoneField} from '../../../ui/phone-field.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {AgeField, ProfessionField, RegionCityFields} from '../shared/applicant-fields.tsx';
import {detailListClass} from './profile-details.tsx';

type Shown = Details & {type: 'volunteer' | 'work'};
const check = checkWith(applicationDetailsRules, MESSAGES.fixFormErrors);
const NOT_GIVEN = 'Not given';

function EditDetails({details, onDone}: {details: Shown; onDone: (saved: boolean) => void}) {
  const form = useForm({
    initial: {
      age: details.age as string,
      region: details.region as string,
      city: details.city,
      emergencyContact: details.emergencyContact,
      profession: details.profession,
    },
    change: changeApplicationField,
    check,
    send: (api, body) => api.send<{message: string}>({method: 'patch', path: 'me/details', json: body}),
    progress: MESSAGES.savingProfile,
    keepValues: true,
    onSuccess: () => onDone(true),
  });
  return (
    <Form form={form} aria-label="Correct your details" className={formStackClass()}>
      <AgeField bind={form.bind} />
      <RegionCityFields bind={form.bind} region={form.values.region} />
      <PhoneField label={WORDS.emergencyContact.label} {...form.bind('emergencyContact')} />
      <ProfessionField bind={form.bind} />
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <SubmitButton busy={form.busy}>Save my details</SubmitButton>
        <Button variant="secondary" disabled={form.busy} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

export function ApplicationDetails() {
  const {state, refetch} = useLoad(
    async (api, signal) =>
      dataOf(await api.send<{details: Shown}>({method: 'get', path: 'me/details'}, {signal})).details,
    [],
  );
  const [editing, setEditing] = useState(false);
  let body: React.ReactNode;
  if (state.status === 'loading') body = <LoadingNote text="Loading your details..." />;
  else if (state.status === 'failed') body = <LoadProblem message={state.message} onRetry={refetch} />;
  else if (editing) {
    body = (
      <EditDetails
        details={state.data}
        onDone={(saved) => {
          setEditing(false);
          if (saved) refetch();
        }}
      />
    );
  } else {
    const details = state.data;
    const rows: [string, string][] = [
      [WORDS.age.label, details.age || NOT_GIVEN],
      [WORDS.region.label, REGION_LABELS[details.region as RegionKey] ?? NOT_GIVEN],
      [WORDS.city.label, details.city || NOT_GIVEN],
      [
        WORDS.emergencyContact.label,
        details.emergencyContact ? formatPhone(details.emergencyContact) : NOT_GIVEN,
      ],
      [WORDS.profession.label, details.profession || NOT_GIVEN],
      ['Applied as', details.type === 'work' ? 'Work with us' : 'Volunteer'],
    ];
    body = (
      <>
        <dl className={detailListClass()}>
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Correct my details
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="details-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="details-heading">About you</h2>
      {body}
    </section>
  );
}
