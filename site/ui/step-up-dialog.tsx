// The step-up in place (issue 23): when a sensitive change answers `step_up_required`, this dialog asks
// for a passkey or a code, and the API client then repeats the change (core/api/call.ts). Mounted by the
// screens that make such changes: the staff console and the profile.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useEffect, useRef, useState} from 'react';
import {stepUpAskerAtom} from '../../core/atoms/index.ts';
import {uiAccountBook} from '../../core/i18n/index.ts';
import {totpConfirmRules} from '../../core/rules/index.ts';
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

/** Puts its asker in the API client's store while mounted; shows the dialog while a change waits. */
export function StepUpHost() {
  const words = pageWords(uiAccountBook);
  const [open, setOpen] = useState(false);
  // The passkey button only for someone who has one (read when the dialog opens).
  const [hasPasskey, setHasPasskey] = useState(false);
  const waiting = useRef<((passed: boolean) => void) | null>(null);
  useEffect(() => {
    const store = getDefaultStore();
    const asker = {
      ask: () =>
        new Promise<boolean>((resolve) => {
          waiting.current?.(false);
          waiting.current = resolve;
          void loadApi()
            .then((api) => api.send<{twoStep: {passkeys: number}}>({method: 'get', path: 'me/two-step'}))
            .then((status) => {
              setHasPasskey(status.success && status.twoStep.passkeys > 0);
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
          <p>{words(hasPasskey ? 'stepUpWithPasskey' : 'stepUpWithCode')}</p>
          {hasPasskey && (
            <PasskeyButton
              label={words('usePasskey')}
              finish={(api, passkey) =>
                api.send<{message: string}>({method: 'post', path: 'me/step-up', json: {passkey}})
              }
              onDone={() => close(true)}
            />
          )}
          <CodeForm onPassed={() => close(true)} />
        </div>
      )}
    </Dialog>
  );
}
