// <nard-volunteer-form>: the site's application form, posting to the foundation's API from a partner page.
import {useEffect, useRef, useState} from 'preact/hooks';
import {FOUNDATION, REGION_KEYS, REGION_LABELS} from '../../core/data/index.ts';
import {
  type ApplicationDraft,
  type ApplicationField,
  changeApplicationField,
  citiesOf,
  EMPTY_APPLICATION,
} from '../../core/rules/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {ToastRegion, useToasts} from '../shared/toasts.tsx';
import {useReady} from '../shared/use-ready.ts';
import {Confirmation} from './confirmation.tsx';
import {loadDraft} from './draft.ts';
import {FormFields} from './form-fields.tsx';
import {applicantType} from './form-values.ts';
import {useSignup} from './use-signup.ts';

const PURPOSE = {volunteer: 'volunteering', work: 'work and training'} as const;

/** The element's view; `type` picks the title and what the application is for. */
export function VolunteerForm({attrs, api, emit}: WidgetProps) {
  const type = applicantType(attrs.type ?? null);
  const [values, setValues] = useState<ApplicationDraft>(() => ({
    ...EMPTY_APPLICATION,
    ...loadDraft(type)?.values,
  }));
  const toasts = useToasts();
  const {state, submit} = useSignup({api, type, toasts, emit});
  const form = useRef<HTMLFormElement>(null);
  useReady(emit, 'nard-volunteer-form', true);

  useEffect(() => {
    if (state.failedChecks) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.failedChecks]);

  const set = (name: ApplicationField, value: string) =>
    setValues((draft) => changeApplicationField(draft, name, value));
  const cities = citiesOf(values.region);
  const title = type === 'work' ? 'Work For Us' : 'Volunteer';

  if (state.done) return <Confirmation api={api} toasts={toasts} />;
  return (
    <form
      ref={form}
      part="form"
      noValidate
      aria-labelledby="form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <h2 id="form-title">{title}</h2>
      <p class="muted" part="collector">
        Your details go straight to {FOUNDATION.name}, which collects and keeps them to contact you about{' '}
        {PURPOSE[type]}. You will log in on the foundation's website with this e-mail and password.
      </p>
      <FormFields
        values={values}
        errors={state.errors}
        regions={REGION_KEYS.map((key) => ({value: key, label: REGION_LABELS[key]}))}
        cities={cities.map((city) => ({value: city, label: city}))}
        onChange={set}
      />
      {state.notice ? (
        <p class="notice" role="alert" part="notice">
          {state.notice}
        </p>
      ) : null}
      <ToastRegion toasts={toasts} />
      <button type="submit" part="submit" disabled={state.busy}>
        {state.busy ? 'Loading...' : 'Submit'}
      </button>
    </form>
  );
}
