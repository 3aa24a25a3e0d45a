// <nard-volunteer-form>: the site's application form, posting to the foundation's API from a partner page.
import {useEffect, useRef, useState} from 'preact/hooks';
import {WIDGET_WORDS} from '../../core/i18n/index.ts';
import {
  APPLICATION_TITLES,
  APPLICATION_WORDS,
  type ApplicationDraft,
  type ApplicationField,
  changeApplicationField,
  EMPTY_APPLICATION,
  REGION_KEYS,
  REGION_LABELS,
} from '../../core/rules/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {loadPart} from '../shared/lazy-part.ts';
import {siteUrl} from '../shared/script-origin.ts';
import {ToastRegion} from '../shared/toast-region.tsx';
import {useToasts} from '../shared/toasts.tsx';
import {useAfterPaint} from '../shared/use-after-paint.ts';
import {HOST_PREACT} from '../shared/use-drawing-part.ts';
import {useReady} from '../shared/use-ready.ts';
import {hasDraft} from './draft.ts';
import {FormFields} from './form-fields.tsx';
import {applicantType} from './form-values.ts';
import type {RulesPart} from './rules-part.ts';
import {RULES_PART, useApplication} from './use-application.ts';

/** The element's view; `type` picks the title and what the application is for. */
export function VolunteerForm({attrs, language, api, scriptUrl, emit}: WidgetProps) {
  const t = useT();
  const type = applicantType(attrs.type ?? null);
  const [values, setValues] = useState<ApplicationDraft>(EMPTY_APPLICATION);
  const [rules, setRules] = useState<RulesPart | null>(null);
  // The rules (and the cities) load when the applicant starts on the form, or when a draft is stored,
  // which the part restores; not on a page that merely shows the form.
  const loadRules = () =>
    loadPart<RulesPart>(RULES_PART, scriptUrl).then((part) => {
      setRules(part);
      return part;
    });
  const prefetchRules = () => void loadRules().catch(() => undefined);
  // After the first paint: the first read of sessionStorage costs about 3 ms (the browser opens the page's
  // storage), which the empty form does not need. Anything typed meanwhile wins.
  useAfterPaint(() => {
    if (hasDraft(type)) {
      loadRules().then(
        (part) => setValues((typed) => part.withDraft(typed, type)),
        () => undefined,
      );
    }
  });
  const toasts = useToasts();
  const {state, submit} = useApplication({api, language, scriptUrl, type, toasts, emit});
  const form = useRef<HTMLFormElement>(null);
  useReady(emit, 'nard-volunteer-form', true);
  useEffect(() => {
    if (state.failedChecks) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.failedChecks]);

  // A field changed without focus first (autofill, a script) starts the form too. loadPart keeps its one
  // load, so a keystroke after that costs a settled promise.
  const set = (name: ApplicationField, value: string) => {
    prefetchRules();
    setValues((draft) => changeApplicationField(draft, name, value));
  };
  const cities = rules?.citiesOf(values.region) ?? [];
  const title = APPLICATION_TITLES[type];

  // A send has loaded the rules part, which brings the thank-you.
  if (state.done && rules) {
    const Confirmation = rules.confirmation(HOST_PREACT);
    return <Confirmation api={api} toasts={toasts} />;
  }
  return (
    <form
      ref={form}
      part="form"
      noValidate
      aria-labelledby="form-title"
      onFocusIn={prefetchRules}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <h2 id="form-title">{t(title)}</h2>
      <FormFields
        values={values}
        errors={state.errors}
        regions={REGION_KEYS.map((key) => ({value: key, label: REGION_LABELS[key]}))}
        cities={cities.map((city) => ({value: city, label: city}))}
        onChange={set}
      />
      {state.notice ? (
        <p class="notice" role="alert" part="notice">
          {t(state.notice)}
        </p>
      ) : null}
      <ToastRegion toasts={toasts} />
      <button type="submit" part="submit" disabled={state.busy}>
        {t(state.busy ? APPLICATION_WORDS.busy : APPLICATION_WORDS.submit)}
      </button>
      <p class="muted" part="collector">
        {/* The notice is agreed to word for word: it stays English, marked so (as on the site). */}
        <span lang="en">{APPLICATION_WORDS.privacy}</span>{' '}
        <a href={siteUrl(api, '/privacy')} target="_blank" rel="noopener">
          {t(APPLICATION_WORDS.privacyLink)}
          <span class="sr-only"> {t(WIDGET_WORDS.newTab)}</span>
        </a>
      </p>
    </form>
  );
}
