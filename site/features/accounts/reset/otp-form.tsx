// Step 2 of the reset: the 4-digit code from the e-mail; success keeps the reset token for step 3.
import {useAtomValue, useStore} from 'jotai/react';
import {useId, useState} from 'react';
import {Link, useLocation} from 'wouter';
import {resetStateAtom} from '../../../../core/atoms/index.ts';
import {RESEND_OTP_SECONDS} from '../../../../core/design/index.ts';
import {passwordResetBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Form} from '../../../ui/form.tsx';
import {OtpBoxes} from '../../../ui/otp-boxes.tsx';
import {EMPTY_DIGITS, joinedCode} from '../../../ui/otp-digits.ts';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass, linkClass} from '../shared/account-styles.ts';
import {ResendCode} from './resend-code.tsx';

// The digits live beside the form (the boxes are one field): the check reads them and the e-mail.
function checkCode(digits: readonly string[], email: string | null) {
  const otp = joinedCode(digits);
  if (otp === null) return {ok: false as const, errors: {}, toast: MESSAGES.fillOtpDigits};
  if (!email) return {ok: false as const, errors: {}, toast: MESSAGES.enterEmailFirst};
  return {ok: true as const, value: {email, otp}};
}

/** The code boxes, the verify button and a resend button that waits 60 seconds between sends. */
export function OtpForm() {
  const words = pageWords(passwordResetBook);
  const store = useStore();
  const [, navigate] = useLocation();
  const {email} = useAtomValue(resetStateAtom);
  const [digits, setDigits] = useState<string[]>([...EMPTY_DIGITS]);
  const headingId = useId();
  const form = useForm({
    initial: {},
    check: () => checkCode(digits, email),
    send: (api, body) => api.verifyOtp(body),
    progress: MESSAGES.verifyingCode,
    onSuccess: (answer, body) => {
      store.set(resetStateAtom, {email: body.email, resetToken: answer.resetToken});
      navigate('/update-password');
    },
    // The server names the code field `otp`; a message on `email` also belongs beside the boxes here.
    onFailure: (failure) => ({otp: failure.errors?.otp ?? failure.errors?.email ?? failure.message}),
  });
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('codeHeading')}</h1>
      <p>{email ? words('codeSent', {email}) : words('noEmailYet')}</p>
      <OtpBoxes
        digits={digits}
        error={form.errors.otp}
        onDigitsChange={(next) => {
          setDigits(next);
          // The old 'code is incorrect' was about the old code: a new one starts clean.
          form.clearError('otp');
        }}
      />
      <SubmitButton busy={form.busy}>{words('verifyCode')}</SubmitButton>
      <ResendCode email={email} waitSeconds={RESEND_OTP_SECONDS} />
      <p>
        <Link className={linkClass()} href="/forgot-password">
          {words('otherEmail')}
        </Link>
      </p>
    </Form>
  );
}
