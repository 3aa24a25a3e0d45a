// The application form's behaviour: values, validation, one submit at a time, and the SPEC toasts.
import {useStore} from 'jotai/react';
import {useCallback, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import {showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {checkForm, type FieldErrors, signupRules} from '../../../../core/rules/index.ts';
import {accountsApi} from '../accounts-api.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';
import {
  type ApplicationField,
  type ApplicationValues,
  changeField,
  EMPTY_APPLICATION,
  toSignupInput,
} from './application-state.ts';

/** State and handlers for the Volunteer / Work For Us application form. */
export function useApplicationForm(type: 'volunteer' | 'work') {
  const store = useStore();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // One key per filled-in form: a retried request after a lost answer must not register twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const inFlight = useRef(false);

  const setField = useCallback((field: ApplicationField, value: string) => {
    setValues((current) => changeField(current, field, value));
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const checked = checkForm(signupRules, toSignupInput(values, type));
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      showToast(store, {kind: 'error', text: MESSAGES.fillRequiredCorrectly});
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(
      store,
      {progress: MESSAGES.submittingDetails, success: MESSAGES.registered},
      () => accountsApi.signup(checked.value, {headers: {'Idempotency-Key': idempotencyKey.current}}),
    );
    inFlight.current = false;
    setBusy(false);
    if (result.success) {
      setValues(EMPTY_APPLICATION);
      idempotencyKey.current = crypto.randomUUID();
      navigate('/log-in');
      return;
    }
    setErrors(result.errors ?? {});
    setFocusRequest((n) => n + 1);
  }, [navigate, store, type, values]);

  return {values, errors, busy, focusRequest, setField, submit};
}
