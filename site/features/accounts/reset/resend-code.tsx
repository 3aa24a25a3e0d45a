// Asks for a new code, at most once per wait; the wait is shown so nobody presses a dead button blindly.
import {useStore} from 'jotai/react';
import {useState} from 'react';
import {showToast} from '../../../../core/atoms/index.ts';
import {passwordResetBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {hintClass} from '../shared/account-styles.ts';
import {markCodeSent, secondsUntilResend} from './code-sent-at.ts';
import {useCountdown} from './use-countdown.ts';

/** 'Resend Code', disabled for `waitSeconds` after each send (the one that led here, and each resend). */
export function ResendCode({email, waitSeconds}: {email: string | null; waitSeconds: number}) {
  const words = pageWords(passwordResetBook);
  const store = useStore();
  // Read once on mount: a visit to /otp with no code sent in this tab starts with no wait.
  const [startAt] = useState(() => secondsUntilResend(waitSeconds));
  const wait = useCountdown(waitSeconds, startAt);

  async function resend() {
    if (!email) {
      showToast(store, {kind: 'error', text: MESSAGES.enterEmailFirst});
      return;
    }
    wait.restart();
    markCodeSent();
    await submitWithToast(store, {progress: MESSAGES.resendingCode}, async () =>
      (await loadApi()).sendOtp({email}),
    );
  }

  return (
    <div>
      <Button variant="secondary" disabled={wait.left > 0} onClick={() => void resend()}>
        {words('resendCode')}
      </Button>
      <p className={hintClass()}>
        {wait.left > 0 ? words('resendWait', {seconds: wait.left}) : words('noEmailArrived')}
      </p>
    </div>
  );
}
