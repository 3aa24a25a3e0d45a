// Step 2 of the reset: the 4-digit code from the e-mail; success keeps the reset token for step 3.
import {useAtomValue, useStore} from 'jotai/react';
import {type FormEvent, useId, useRef, useState} from 'react';
import {Link, useLocation} from 'wouter';
import {resetStateAtom, showToast} from '../../../../core/atoms/index.ts';
import {MESSAGES, RESEND_OTP_SECONDS} from '../../../../core/data/index.ts';
import type {FieldErrors} from '../../../../core/rules/index.ts';
import {Form} from '../../../ui/form.tsx';
import {accountsApi} from '../accounts-api.ts';
import {useFocusFirstInvalid} from '../shared/focus-first-invalid.ts';
import {buttonClass, formClass, hintClass, linkClass, secondaryButtonClass} from '../shared/form-styles.ts';
import {submitWithToast} from '../shared/submit-with-toast.ts';
import {OtpBoxes} from './otp-boxes.tsx';
import {EMPTY_DIGITS, joinedCode} from './otp-digits.ts';
import {useCountdown} from './use-countdown.ts';

/** The code boxes, the verify button and a resend button that waits 60 seconds between sends. */
export function OtpForm() {
  const store = useStore();
  const [, navigate] = useLocation();
  const {email} = useAtomValue(resetStateAtom);
  const [digits, setDigits] = useState<string[]>([...EMPTY_DIGITS]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const resendWait = useCountdown(RESEND_OTP_SECONDS);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const errorId = useId();
  useFocusFirstInvalid(formRef, focusRequest);

  async function verifyCode() {
    const code = joinedCode(digits);
    if (code === null) {
      showToast(store, {kind: 'error', text: MESSAGES.fillOtpDigits});
      return;
    }
    if (!email) {
      showToast(store, {kind: 'error', text: MESSAGES.enterEmailFirst});
      return;
    }
    setBusy(true);
    setErrors({});
    const result = await submitWithToast(store, {progress: MESSAGES.verifyingCode}, () =>
      accountsApi.verifyOtp({email, otp: code}),
    );
    setBusy(false);
    if (result.success) {
      store.set(resetStateAtom, {email, resetToken: result.resetToken});
      navigate('/update-password');
      return;
    }
    // The server names the code field `otp`; a message on `email` also belongs beside the boxes here.
    setErrors({otp: result.errors?.otp ?? result.errors?.email ?? result.message});
    setFocusRequest((n) => n + 1);
  }

  async function resendCode() {
    if (!email) {
      showToast(store, {kind: 'error', text: MESSAGES.enterEmailFirst});
      return;
    }
    resendWait.restart();
    await submitWithToast(store, {progress: MESSAGES.resendingCode}, () => accountsApi.sendOtp({email}));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void verifyCode();
  }

  return (
    <Form ref={formRef} className={formClass()} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h1 id={headingId}>Enter Your Code</h1>
      <p>
        {email
          ? `We sent a 4-digit code to ${email}. It works for 10 minutes.`
          : 'We do not know your e-mail address yet. Go back and enter it first.'}
      </p>
      <OtpBoxes digits={digits} error={errors.otp} errorId={errorId} onDigitsChange={setDigits} />
      <button className={buttonClass()} type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'Verify Code'}
      </button>
      <div>
        <button
          className={secondaryButtonClass()}
          type="button"
          disabled={resendWait.left > 0}
          onClick={() => void resendCode()}
        >
          Resend Code
        </button>
        <p className={hintClass()}>
          {resendWait.left > 0
            ? `You can ask for a new code in ${resendWait.left} seconds.`
            : 'No e-mail? Check your spam folder, or ask for a new code.'}
        </p>
      </div>
      <p>
        <Link className={linkClass()} href="/forgot-password">
          Use a different e-mail address
        </Link>
      </p>
    </Form>
  );
}
