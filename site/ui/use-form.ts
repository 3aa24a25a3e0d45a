// The one way a site form submits: values, check, one request at a time, busy state, progress/success/
// error toasts, inline field errors, focus on the first error and a screen-reader summary.
import {useStore} from 'jotai/react';
import {type FormEvent, useRef, useState} from 'react';
import type {Api, ApiResult, ApiSuccess} from '../../core/api/index.ts';
import {showToast} from '../../core/atoms/index.ts';
import type {FieldErrors} from '../../core/rules/index.ts';
import {errorsInPageLanguage, inPageLanguage} from '../lib/known-english.ts';
import {loadApi} from '../lib/load-api.ts';
import type {FormChecked} from './check-with.ts';
import {type SubmitFailure, submitWithToast} from './submit-with-toast.ts';
import {useErrorFocus} from './use-error-focus.ts';

/** What useForm needs to know about one form. */
export type FormOptions<V extends Record<string, string>, S, R> = {
  /** The empty form; a successful send returns to it unless `keepValues`. */
  initial: V;
  /** Checks the values (see `checkWith`); on failure nothing is sent. It may wait, e.g. for a chosen file. */
  check: (values: V) => FormChecked<S> | Promise<FormChecked<S>>;
  /** Sends the checked value with the site's one API client. */
  send: (api: Api, value: S) => Promise<ApiResult<R>>;
  /** Toast while sending, e.g. 'Logging in...'. Without it no toast is shown (the form shows `outcome`). */
  progress?: string;
  /** Text of success (toast and `outcome`); the server's message when absent. */
  success?: string;
  onSuccess?: (answer: ApiSuccess<R>, value: S) => void;
  /** Maps a failure to field errors (default: the server's `errors`); may also navigate away. */
  onFailure?: (failure: SubmitFailure) => FieldErrors | undefined;
  /** How one field changes the values (default: just that field), e.g. a region clears the city. */
  change?: (values: V, name: keyof V & string, value: string) => V;
  keepValues?: boolean;
};

/** The last submit's result in words, for forms that show it inline instead of as a toast. */
export type FormOutcome = {kind: 'success' | 'error'; text: string} | null;

// Sends through the one API client, behind the progress toast when the form has one.
async function sendChecked<V extends Record<string, string>, S, R>(
  store: Parameters<typeof submitWithToast>[0],
  {send, progress, success}: FormOptions<V, S, R>,
  value: S,
): Promise<ApiResult<R> | SubmitFailure> {
  const call = async () => send(await loadApi(), value);
  return progress ? submitWithToast(store, {progress, success}, call) : call();
}

/** State and handlers of one form. Pass the result to `<Form form={...}>` and spread `bind(name)` on fields. */
export function useForm<V extends Record<string, string>, S, R>(options: FormOptions<V, S, R>) {
  const store = useStore();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const summary = useErrorFocus(formRef, focusRequest);

  function showErrors(next: FieldErrors) {
    setErrors(errorsInPageLanguage(next));
    setFocusRequest((n) => n + 1);
  }

  const setField = (name: keyof V & string, value: string) =>
    setValues((current) => options.change?.(current, name, value) ?? {...current, [name]: value});

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    const pending = options.check(values);
    // A check that answers at once shows its errors in the same tap; one that waits holds the form meanwhile.
    if (pending instanceof Promise) setBusy(true);
    const checked = pending instanceof Promise ? await pending : pending;
    if (!checked.ok) {
      inFlight.current = false;
      setBusy(false);
      showErrors(checked.errors);
      if (checked.toast) showToast(store, {kind: 'error', text: checked.toast});
      return;
    }
    setBusy(true);
    setErrors({});
    setOutcome(null);
    const result = await sendChecked(store, options, checked.value);
    inFlight.current = false;
    setBusy(false);
    if (result.success) {
      setOutcome({kind: 'success', text: inPageLanguage(options.success ?? result.message ?? '')});
      if (!options.keepValues) setValues(options.initial);
      options.onSuccess?.(result, checked.value);
      return;
    }
    setOutcome({kind: 'error', text: inPageLanguage(result.message)});
    showErrors(options.onFailure?.(result) ?? result.errors ?? {});
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  /** Forgets one field's error, and a failed outcome, once the person changes what it was about. */
  const clearError = (name: string) => {
    setErrors(({[name]: _old, ...rest}) => rest);
    setOutcome((current) => (current?.kind === 'error' ? null : current));
  };
  /** `name`, `value`, `error` and `onChange` of one field, to spread on a field of the kit. */
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: {currentTarget: {value: string}}) => setField(name, event.currentTarget.value),
  });
  return {
    values,
    errors,
    busy,
    outcome,
    summary,
    formRef,
    setField,
    setValues,
    clearError,
    submit,
    onSubmit,
    bind,
  };
}

/** What useForm returns. */
export type FormState = ReturnType<typeof useForm<Record<string, string>, unknown, unknown>>;
