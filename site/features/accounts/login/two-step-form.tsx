// The second step of logging in (issue 23): after a right password, an account with a passkey or an
// authenticator app asks for one of them, or one of the recovery codes. Too slow or too many wrong codes:
// back to the password, saying why.
import {useEffect, useId, useRef} from 'react';
import {logInBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {TWO_STEP_MESSAGES, twoStepRules} from '../../../../core/rules/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {PasskeyButton} from '../../../ui/passkey-button.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {formClass} from '../shared/account-styles.ts';

const checkTwoStep = checkWith(twoStepRules, MESSAGES.fixFormErrors);

type Props = {
  twoStepToken: string;
  /** What the account has: 'passkey', 'totp', 'recovery'. */
  methods: readonly string[];
  onSignedIn: () => void;
  /** The try is over (expired or too many wrong codes): back to the password with this sentence. */
  onStartAgain: (message: string) => void;
};

export function TwoStepForm({twoStepToken, methods, onSignedIn, onStartAgain}: Props) {
  const words = pageWords(logInBook);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useForm({
    initial: {twoStepToken, code: ''},
    check: checkTwoStep,
    send: (api, body) => api.completeTwoStep(body),
    progress: MESSAGES.loggingIn,
    success: MESSAGES.loggedIn,
    onSuccess: onSignedIn,
    keepValues: true,
    onFailure: (failure) => {
      if (failure.message === TWO_STEP_MESSAGES.startAgain) onStartAgain(failure.message);
      return failure.errors;
    },
  });
  return (
    <Form form={form} className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {words('twoStepHeading')}
      </h1>
      {methods.includes('passkey') && (
        <>
          <p>{words('usePasskeyIntro')}</p>
          <PasskeyButton
            label={words('usePasskey')}
            finish={(api, passkey) => api.completeTwoStep({twoStepToken, passkey})}
            onDone={onSignedIn}
            onFailure={(message) => {
              if (message !== TWO_STEP_MESSAGES.startAgain) return false;
              onStartAgain(message);
              return true;
            }}
          />
        </>
      )}
      <p>
        {words(
          !methods.includes('totp')
            ? 'recoveryOnly'
            : methods.includes('passkey')
              ? 'appAfterPasskey'
              : 'appOnly',
        )}
      </p>
      <TextField
        label={words('code')}
        hint={methods.includes('totp') ? words('codeHintApp') : words('codeHintRecovery')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.bind('code')}
      />
      {/* A failure with field errors is said at the field; anything else (no network) here. */}
      <FormOutcome
        outcome={
          form.outcome?.kind === 'error' && Object.keys(form.errors).length === 0 ? form.outcome : null
        }
      />
      <SubmitButton busy={form.busy}>{words('continue')}</SubmitButton>
      <Button variant="quiet" onClick={() => onStartAgain('')}>
        {words('backToPassword')}
      </Button>
    </Form>
  );
}
