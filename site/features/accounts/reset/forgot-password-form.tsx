// Step 1 of the reset: the e-mail that receives a code. The e-mail is kept in the shared reset state.
import {useStore} from 'jotai/react';
import {type FormEvent, useId, useRef, useState} from 'react';
import {Link, useLocation} from 'wouter';
import {resetStateAtom, showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES} from '../../../../core/data/index.ts';
import {checkForm, type FieldErrors, forgotPasswordRules} from '../../../../core/rules/index.ts';
import {Form} from '../../../ui/form.tsx';
import {accountsApi} from '../accounts-api.ts';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass, formClass, linkClass} from '../shared/form-styles.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';
import {TextField} from '../shared/text-field.tsx';

/** Asks for the account's e-mail, sends a code, then goes to /otp. */
export function ForgotPasswordForm() {
  const store = useStore();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  useFocusFirstInvalid(formRef, focusRequest);

  async function sendResetCode() {
    const checked = checkForm(forgotPasswordRules, {email});
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest((n) => n + 1);
      showToast(store, {kind: 'error', text: MESSAGES.fillRequired});
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(store, {progress: MESSAGES.sendingCode}, () =>
      accountsApi.sendOtp(checked.value),
    );
    setBusy(false);
    if (result.success) {
      store.set(resetStateAtom, {email: checked.value.email, resetToken: null});
      navigate('/otp');
      return;
    }
    setErrors(result.errors ?? {});
    setFocusRequest((n) => n + 1);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void sendResetCode();
  }

  return (
    <Form ref={formRef} className={formClass()} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h1 id={headingId}>Forgot Password</h1>
      <p>Type the e-mail address you signed up with. We will send you a 4-digit code.</p>
      <TextField
        label="Email Address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onValueChange={setEmail}
      />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Send Code'}
      </button>
      <p>
        <Link className={linkClass()} href="/log-in">
          Back to log in
        </Link>
      </p>
    </Form>
  );
}
