// The application form's behaviour: values, validation, one submit at a time, and the SPEC toasts.
import {useStore} from 'jotai/react';
import {useCallback, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import {showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {
  type ApplicationDraft,
  type ApplicationField,
  applicationSignupInput,
  changeApplicationField,
  checkForm,
  EMPTY_APPLICATION,
  type FieldErrors,
  signupRules,
} from '../../../../core/rules/index.ts';
import {accountsApi} from '../accounts-api.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';

/** State and handlers for the Volunteer / Work For Us application form. */
export function useApplicationForm(type: 'volunteer' | 'work') {
  const store = useStore();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ApplicationDraft>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // One key per filled-in form: a retried request after a lost answer must not register twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const inFlight = useRef(false);

  const setField = useCallback((field: ApplicationField, value: string) => {
    setValues((current) => changeApplicationField(current, field, value));
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const checked = checkForm(signupRules, applicationSignupInput(values, type));
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
