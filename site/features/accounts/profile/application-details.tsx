// "About you" on the profile (issue 24): the details the person applied with (age group, region and city,
// emergency contact, profession), shown and corrected here with the application's own rules and choices.
import {css} from 'goober';
import {Fragment, type ReactNode, useState} from 'react';
import {formatPhone} from '../../../../core/format/index.ts';
import {applicationBook, profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {
  applicationDetailsRules,
  changeApplicationField,
  type ApplicationDetails as Details,
  isRegionKey,
} from '../../../../core/rules/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {Form, formStackClass} from '../../../ui/form.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {PhoneField} from '../../../ui/phone-field.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {AgeField, ProfessionField, RegionCityFields} from '../shared/applicant-fields.tsx';
import {ageLabel, regionLabel} from '../shared/application-choices.ts';
import {detailListClass} from './profile-details.tsx';

type Shown = Details & {type: 'volunteer' | 'work'};
const check = checkWith(applicationDetailsRules, MESSAGES.fixFormErrors);

function EditDetails({details, onDone}: {details: Shown; onDone: (saved: boolean) => void}) {
  const words = pageWords(profileBook);
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
    <Form form={form} aria-label={words('correctDetailsForm')} className={formStackClass()}>
      <AgeField bind={form.bind} />
      <RegionCityFields bind={form.bind} region={form.values.region} />
      <PhoneField label={words('emergencyContact')} {...form.bind('emergencyContact')} />
      <ProfessionField bind={form.bind} />
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <SubmitButton busy={form.busy}>{words('saveDetails')}</SubmitButton>
        <Button variant="secondary" disabled={form.busy} onClick={() => onDone(false)}>
          {words('cancel')}
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
  const words = pageWords(profileBook);
  const [editing, setEditing] = useState(false);
  let body: ReactNode;
  if (state.status === 'loading') body = <LoadingNote text={words('loadingDetails')} />;
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
    const notGiven = words('notGiven');
    const choiceWords = pageWords(applicationBook);
    const rows: [string, string][] = [
      [words('age'), details.age ? ageLabel(choiceWords, details.age) : notGiven],
      [words('region'), isRegionKey(details.region) ? regionLabel(choiceWords, details.region) : notGiven],
      [words('city'), details.city || notGiven],
      [
        words('emergencyContact'),
        details.emergencyContact ? formatPhone(details.emergencyContact) : notGiven,
      ],
      [words('profession'), details.profession || notGiven],
      [words('appliedAs'), words(details.type === 'work' ? 'appliedWork' : 'appliedVolunteer')],
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
            {words('correctDetails')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby="details-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="details-heading">{words('aboutYou')}</h2>
      {body}
    </section>
  );
}
