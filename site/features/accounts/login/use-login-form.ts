// Log-in behaviour: SPEC messages, 'Logging in...', then the session is stored and the user sent on.
import {useStore} from 'jotai/react';
import {useCallback, useRef, useState} from 'react';
import {useLocation, useSearch} from 'wouter';
import {showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {checkForm, type FieldErrors, loginRules} from '../../../../core/rules/index.ts';
import {accountsApi} from '../accounts-api.ts';
import {safeNextPath} from '../shared/safe-next.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';

/** State and handlers of the log-in form; success goes to ?next= (same site only) or /profile. */
export function useLoginForm() {
  const store = useStore();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [values, setValues] = useState({email: '', password: ''});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const inFlight = useRef(false);

  const setField = useCallback((field: 'email' | 'password', value: string) => {
    setValues((current) => ({...current, [field]: value}));
  }, []);

  // core's login stores the session itself, so the header updates before we navigate.
  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const checked = checkForm(loginRules, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      showToast(store, {kind: 'error', text: MESSAGES.fixFormErrors});
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(
      store,
      {progress: MESSAGES.loggingIn, success: MESSAGES.loggedIn},
      () => accountsApi.login(checked.value),
    );
    inFlight.current = false;
    setBusy(false);
    if (result.success) {
      // The password is not kept in memory once it has done its job.
      setValues({email: '', password: ''});
      navigate(safeNextPath(new URLSearchParams(search).get('next'), '/profile'));
      return;
    }
    setErrors(result.errors ?? {});
    setFocusRequest((n) => n + 1);
  }, [navigate, search, store, values]);

  return {values, errors, busy, focusRequest, setField, submit};
}
