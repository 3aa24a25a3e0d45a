// Step 3 of the reset: the new password, sent with the e-mail and the single-use reset token.
import {useAtomValue, useStore} from 'jotai/react';
import {type FormEvent, useId, useRef, useState} from 'react';
import {Link, useLocation} from 'wouter';
import {clearResetStateAtom, resetStateAtom, showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {checkForm, type FieldErrors, updatePasswordRules} from '../../../../core/rules/index.ts';
import {Form} from '../../../ui/form.tsx';
import {accountsApi} from '../accounts-api.ts';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass, formClass, linkClass} from '../shared/form-styles.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';
import {TextField} from '../shared/text-field.tsx';

const EMPTY = {newPassword: '', confirmPassword: ''};

/** New password and its confirmation; success clears the reset state and goes to /log-in. */
export function UpdatePasswordForm() {
  const store = useStore();
  const [, navigate] = useLocation();
  const {email, resetToken} = useAtomValue(resetStateAtom);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  useFocusFirstInvalid(formRef, focusRequest);

  async function saveNewPassword() {
    const checked = checkForm(updatePasswordRules, {
      email: email ?? '',
      resetToken: resetToken ?? '',
      ...values,
    });
    const fieldErrors = checked.ok ? {} : pickPasswordErrors(checked.errors);
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      setFocusRequest((n) => n + 1);
      return;
    }
    if (!email || !resetToken || !checked.ok) {
      showToast(store, {kind: 'error', text: MESSAGES.enterEmailFirst});
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(store, {progress: MESSAGES.updatingPassword}, () =>
      accountsApi.updatePassword(checked.value),
    );
    setBusy(false);
    if (result.success) {
      store.set(clearResetStateAtom);
      setValues(EMPTY);
      navigate('/log-in');
      return;
    }
    setErrors(result.errors ?? {});
    setFocusRequest((n) => n + 1);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void saveNewPassword();
  }

  return (
    <Form ref={formRef} className={formClass()} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h1 id={headingId}>Set a New Password</h1>
      <p>Use at least 6 characters, with an uppercase letter, a lowercase letter, a number and a symbol.</p>
      <TextField
        label="Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        error={errors.newPassword}
        onValueChange={(v) => setValues((current) => ({...current, newPassword: v}))}
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={(v) => setValues((current) => ({...current, confirmPassword: v}))}
      />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Update Password'}
      </button>
      <p>
        <Link className={linkClass()} href="/forgot-password">
          Start again with your e-mail address
        </Link>
      </p>
    </Form>
  );
}

// The e-mail and token are not fields on this page; their absence gets the 'go back' toast instead.
function pickPasswordErrors(errors: FieldErrors): FieldErrors {
  const picked: FieldErrors = {};
  if (errors.newPassword) picked.newPassword = errors.newPassword;
  if (errors.confirmPassword) picked.confirmPassword = errors.confirmPassword;
  return picked;
}
