// The step-up in place (issues 23 and 54): when a sensitive change answers `step_up_required`, this dialog
// asks for a passkey or a code (or, for an account with no second factor yet, the password again), and the
// API client then repeats the change (core/api/call.ts). Mounted by the screens that make such changes:
// the staff console, its two-step set-up and the profile.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useEffect, useRef, useState} from 'react';
import {stepUpAskerAtom} from '../../core/atoms/index.ts';
import {uiAccountBook} from '../../core/i18n/index.ts';
import {passwordAgainRules, totpConfirmRules} from '../../core/rules/index.ts';
import {loadApi} from '../lib/load-api.ts';
import {pageWords} from '../lib/page-language.ts';
import {Button} from './button.tsx';
import {checkWith} from './check-with.ts';
import {Dialog} from './dialog.tsx';
import {TextField} from './field.tsx';
import {Form} from './form.tsx';
import {FormOutcome} from './form-outcome.tsx';
import {PasskeyButton} from './passkey-button.tsx';
import {SubmitButton} from './submit-button.tsx';
import {useForm} from './use-form.ts';

const checkCode = checkWith(totpConfirmRules);
const checkPassword = checkWith(passwordAgainRules);

/** The password half, for an account whose only factor is its password. */
function PasswordForm({onPassed}: {onPassed: () => void}) {
  const words = pageWords(uiAccountBook);
  const form = useForm({
    initial: {password: ''},
    check: checkPassword,
    send: (api, body) => api.send<{message: string}>({method: 'post', path: 'me/step-up', json: body}),
    onSuccess: onPassed,
  });
  return (
    <Form form={form} aria-label={words('stepUpTitle')}>
      <TextField
        label={words('passwordAgain')}
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
      />
      <FormOutcome
        outcome={
          form.outcome?.kind === 'error' && Object.keys(form.errors).length === 0 ? form.outcome : null
        }
      />
      <SubmitButton busy={form.busy}>{words('confirm')}</SubmitButton>
    </Form>
  );
}

/** The code half of the dialog. */
function CodeForm({onPassed}: {onPassed: () => void}) {
  const words = pageWords(uiAccountBook);
  const form = useForm({
    initial: {code: ''},
    check: checkCode,
    send: (api, body) => api.send<{message: string}>({method: 'post', path: 'me/step-up', json: body}),
    onSuccess: onPassed,
  });
  return (
    <Form form={form} aria-label={words('confirmWithCode')}>
      <TextField
        label={words('codeOrRecovery')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.bind('code')}
      />
      <FormOutcome
        outcome={
          form.outcome?.kind === 'error' && Object.keys(form.errors).length === 0 ? form.outcome : null
        }
      />
      <SubmitButton busy={form.busy}>{words('confirm')}</SubmitButton>
    </Form>
  );
}

const PROOF_WORDS = {
  passkey: 'stepUpWithPasskey',
  code: 'stepUpWithCode',
  password: 'stepUpWithPassword',
} as const;

/** Puts its asker in the API client's store while mounted; shows the dialog while a change waits. */
export function StepUpHost() {
  const words = pageWords(uiAccountBook);
  const [open, setOpen] = useState(false);
  // What the person can prove with, read when the dialog opens: a passkey, a code, or (no factor) the password.
  const [proofs, setProofs] = useState<'passkey' | 'code' | 'password'>('code');
  const waiting = useRef<((passed: boolean) => void) | null>(null);
  useEffect(() => {
    const store = getDefaultStore();
    const asker = {
      ask: () =>
        new Promise<boolean>((resolve) => {
          waiting.current?.(false);
          waiting.current = resolve;
          void loadApi()
            .then((api) =>
              api.send<{twoStep: {passkeys: number; totp: boolean}}>({method: 'get', path: 'me/two-step'}),
            )
            .then((status) => {
              if (!status.success) setProofs('code');
              else if (status.twoStep.passkeys > 0) setProofs('passkey');
              else setProofs(status.twoStep.totp ? 'code' : 'password');
              setOpen(true);
            });
        }),
    };
    store.set(stepUpAskerAtom, asker);
    return () => {
      if (store.get(stepUpAskerAtom) === asker) store.set(stepUpAskerAtom, null);
      waiting.current?.(false);
    };
  }, []);
  const close = (passed: boolean) => {
    setOpen(false);
    waiting.current?.(passed);
    waiting.current = null;
  };
  return (
    <Dialog
      open={open}
      onClose={() => close(false)}
      title={words('stepUpTitle')}
      actions={
        <Button variant="quiet" onClick={() => close(false)}>
          {words('cancel')}
        </Button>
      }
    >
      {open && (
        <div className={css`display: grid; gap: 16px;`}>
          <p>{words(PROOF_WORDS[proofs])}</p>
          {proofs === 'passkey' && (
            <PasskeyButton
              label={words('usePasskey')}
              finish={(api, passkey) =>
                api.send<{message: string}>({method: 'post', path: 'me/step-up', json: {passkey}})
              }
              onDone={() => close(true)}
            />
          )}
          {proofs === 'password' ? (
            <PasswordForm onPassed={() => close(true)} />
          ) : (
            <CodeForm onPassed={() => close(true)} />
          )}
        </div>
      )}
    </Dialog>
  );
}
