// "Two-step sign-in" (issue 23), on the profile and as the staff console's first screen until it is on: set
// up an authenticator app (scan the QR or type the key, confirm with its first code), keep the ten recovery
// codes (shown once: copy or download), make new ones, or remove the authenticator with a current code.
import {css} from 'goober';
import {useState} from 'react';
import type {Api} from '../../core/api/index.ts';
import {downloadFile} from '../../core/contributions/index.ts';
import {copyText, qrSvg, svgDataUri} from '../../core/donate/index.ts';
import {totpConfirmRules} from '../../core/rules/index.ts';
import {dataOf} from '../lib/data-of.ts';
import {loadApi} from '../lib/load-api.ts';
import {useLoad} from '../lib/use-load.ts';
import {Button} from './button.tsx';
import {checkWith} from './check-with.ts';
import {TextField} from './field.tsx';
import {Form} from './form.tsx';
import {FormOutcome} from './form-outcome.tsx';
import {LoadingNote, LoadProblem} from './load-problem.tsx';
import {SubmitButton} from './submit-button.tsx';
import {useForm} from './use-form.ts';

type Status = {totp: boolean; recoveryCodesLeft: number};
type Setup = {otpauthUri: string; secret: string};
const checkCode = checkWith(totpConfirmRules);

const send = <T,>(api: Api, method: 'get' | 'post' | 'delete', path: string, json?: unknown) =>
  api.send<T>({method, path: `me/two-step${path}`, ...(json ? {json} : {})});

/** The ten codes, shown once, with Copy and Download. */
function RecoveryCodes({codes, onKept}: {codes: string[]; onKept: () => void}) {
  const [said, setSaid] = useState('');
  const text = `Recovery codes for your Nard Foundation account. Each works once.\n\n${codes.join('\n')}\n`;
  return (
    <div className={css`display: grid; gap: 12px; justify-items: start;`}>
      <p>
        <strong>Keep these recovery codes somewhere safe, away from your phone.</strong> If you lose the
        phone, each code lets you log in once. We show them only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className={css`margin: 0; padding: 0; list-style: none; display: grid; gap: 4px 24px; grid-template-columns: repeat(auto-fill, minmax(9em, 1fr)); font-family: ui-monospace, monospace; font-size: 1.1rem; width: 100%;`}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <Button
          variant="secondary"
          onClick={async () =>
            setSaid(
              (await copyText(text))
                ? 'The codes are copied.'
                : 'Copying did not work: select them and copy.',
            )
          }
        >
          Copy the codes
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadFile('nard-recovery-codes.txt', new Blob([text], {type: 'text/plain'}))}
        >
          Download as a text file
        </Button>
        <Button onClick={onKept}>I have kept them</Button>
      </div>
      <p role="status">{said}</p>
    </div>
  );
}

/** Scan or type, then confirm with the first code; answers the recovery codes. */
function SetUp({setup, onCodes}: {setup: Setup; onCodes: (codes: string[]) => void}) {
  const form = useForm({
    initial: {code: ''},
    check: checkCode,
    send: (api, body) => send<{data: {recoveryCodes: string[]}}>(api, 'post', '/totp/confirm', body),
    keepValues: true,
    onSuccess: (answer) => onCodes(answer.data.recoveryCodes),
  });
  const label = 'QR code to add The Nard Foundation to your authenticator app';
  return (
    <div className={css`display: grid; gap: 12px;`}>
      <p>
        In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others), add
        an account and scan this QR code, or type the key below it.
      </p>
      <img src={svgDataUri(qrSvg(setup.otpauthUri, {label}))} alt={label} width={200} height={200} />
      <p>
        Key:{' '}
        <code className={css`font-size: 1.1rem; overflow-wrap: anywhere;`}>
          {setup.secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </p>
      <Form form={form} aria-label="Confirm the authenticator">
        <TextField
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.bind('code')}
        />
        {/* A failure with field errors is said at the field; anything else (no network) here. */}
        <FormOutcome
          outcome={
            form.outcome?.kind === 'error' && Object.keys(form.errors).length === 0 ? form.outcome : null
          }
        />
        <SubmitButton busy={form.busy}>Turn on two-step sign-in</SubmitButton>
      </Form>
    </div>
  );
}

/** Removing the authenticator asks for a current code, so a device left signed in cannot do it alone. */
function Remove({onRemoved, onCancel}: {onRemoved: () => void; onCancel: () => void}) {
  const form = useForm({
    initial: {code: ''},
    check: checkCode,
    send: (api, body) => send<{message: string}>(api, 'delete', '/totp', body),
    progress: 'Removing...',
    onSuccess: onRemoved,
  });
  return (
    <Form form={form} aria-label="Remove the authenticator">
      <TextField
        label="A code from your authenticator app, or a recovery code"
        hint="Your other devices will be signed out."
        autoComplete="one-time-code"
        {...form.bind('code')}
      />
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <SubmitButton busy={form.busy} variant="secondary">
          Remove the authenticator
        </SubmitButton>
        <Button variant="quiet" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** The section; `onOn` is told once the authenticator is on (the console then opens). */
export function TwoStepSettings({onOn}: {onOn?: () => void}) {
  const {state, refetch} = useLoad(async (api, signal) => {
    const answer = await api.send<{twoStep: Status}>({method: 'get', path: 'me/two-step'}, {signal});
    return dataOf(answer).twoStep;
  }, []);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState('');

  async function start(path: '/totp' | '/recovery-codes') {
    setProblem('');
    const answer = await send<{data: Setup | {recoveryCodes: string[]}}>(await loadApi(), 'post', path);
    if (!answer.success) return setProblem(answer.message);
    if ('recoveryCodes' in answer.data) setCodes(answer.data.recoveryCodes);
    else setSetup(answer.data);
  }
  const finish = () => {
    const turnedOn = codes !== null && setup !== null;
    setSetup(null);
    setCodes(null);
    setRemoving(false);
    if (turnedOn && onOn) onOn();
    else refetch();
  };

  let body: React.ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onKept={finish} />;
  else if (setup) body = <SetUp setup={setup} onCodes={setCodes} />;
  else if (state.status === 'loading') body = <LoadingNote text="Loading your sign-in settings..." />;
  else if (state.status === 'failed') body = <LoadProblem message={state.message} onRetry={refetch} />;
  else if (!state.data.totp) {
    body = (
      <>
        <p>
          Off. Add an authenticator app, so that a stolen or guessed password alone cannot open your account.
        </p>
        <div>
          <Button onClick={() => void start('/totp')}>Set up an authenticator app</Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>{`On, with your authenticator app. ${state.data.recoveryCodesLeft} of 10 recovery codes left.`}</p>
        {removing ? (
          <Remove onRemoved={finish} onCancel={() => setRemoving(false)} />
        ) : (
          <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
            <Button variant="secondary" onClick={() => void start('/recovery-codes')}>
              New recovery codes
            </Button>
            <Button variant="quiet" onClick={() => setRemoving(true)}>
              Remove the authenticator
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="two-step-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="two-step-heading">Two-step sign-in</h2>
      {body}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
