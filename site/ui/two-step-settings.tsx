// "Two-step sign-in" (issue 23), on the profile and as the staff console's first screen until it is on:
// passkeys (passkey-settings.tsx), an authenticator app (scan the QR or type the key, confirm with its first
// code; remove it with a current code), and the ten recovery codes that come with the first of them (shown
// once: copy or download) or are made anew.
import {css} from 'goober';
import {useState} from 'react';
import type {Api} from '../../core/api/index.ts';
import {type BookKey, uiAccountBook, type Words} from '../../core/i18n/index.ts';
import {qrSvg, svgDataUri} from '../../core/qr/index.ts';
import {totpConfirmRules} from '../../core/rules/index.ts';
import {dataOf} from '../lib/data-of.ts';
import {loadApi} from '../lib/load-api.ts';
import {pageWords} from '../lib/page-language.ts';
import {richText} from '../lib/rich-text.tsx';
import {useLoad} from '../lib/use-load.ts';
import {Button} from './button.tsx';
import {checkWith} from './check-with.ts';
import {type FactorChangeLine, FactorChanges} from './factor-changes.tsx';
import {TextField} from './field.tsx';
import {Form} from './form.tsx';
import {FormOutcome} from './form-outcome.tsx';
import {LoadingNote, LoadProblem} from './load-problem.tsx';
import {PasskeySettings} from './passkey-settings.tsx';
import {RecoveryCodes} from './recovery-codes.tsx';
import {SubmitButton} from './submit-button.tsx';
import {useForm} from './use-form.ts';

type Status = {totp: boolean; passkeys: number; recoveryCodesLeft: number; changes: FactorChangeLine[]};
type Setup = {otpauthUri: string; secret: string};
const checkCode = checkWith(totpConfirmRules);

const send = <T,>(api: Api, method: 'get' | 'post' | 'delete', path: string, json?: unknown) =>
  api.send<T>({method, path: `me/two-step${path}`, ...(json ? {json} : {})});

/** Scan or type, then confirm with the first code; answers the recovery codes. */
function SetUp({setup, onCodes}: {setup: Setup; onCodes: (codes: string[]) => void}) {
  const words = pageWords(uiAccountBook);
  const form = useForm({
    initial: {code: ''},
    check: checkCode,
    send: (api, body) => send<{data: {recoveryCodes: string[]}}>(api, 'post', '/totp/confirm', body),
    keepValues: true,
    onSuccess: (answer) => onCodes(answer.data.recoveryCodes),
  });
  const label = words('setupQr');
  return (
    <div className={css`display: grid; gap: 12px;`}>
      <p>{words('setupIntro')}</p>
      <img src={svgDataUri(qrSvg(setup.otpauthUri, {label}))} alt={label} width={200} height={200} />
      <p>
        {richText(
          words,
          'setupKey',
          {key: (key) => <code className={css`font-size: 1.1rem; overflow-wrap: anywhere;`}>{key}</code>},
          {key: setup.secret.match(/.{1,4}/g)?.join(' ') ?? ''},
        )}
      </p>
      <Form form={form} aria-label={words('confirmApp')}>
        <TextField
          label={words('codeFromApp')}
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
        <SubmitButton busy={form.busy}>{words('turnOn')}</SubmitButton>
      </Form>
    </div>
  );
}

/** Removing the authenticator asks for a current code, so a device left signed in cannot do it alone. */
function Remove({onRemoved, onCancel}: {onRemoved: () => void; onCancel: () => void}) {
  const words = pageWords(uiAccountBook);
  const form = useForm({
    initial: {code: ''},
    check: checkCode,
    send: (api, body) => send<{message: string}>(api, 'delete', '/totp', body),
    progress: words('removing'),
    onSuccess: onRemoved,
  });
  return (
    <Form form={form} aria-label={words('removeApp')}>
      <TextField
        label={words('removeAppCode')}
        hint={words('removeAppHint')}
        autoComplete="one-time-code"
        {...form.bind('code')}
      />
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <SubmitButton busy={form.busy} variant="secondary">
          {words('removeApp')}
        </SubmitButton>
        <Button variant="quiet" onClick={onCancel}>
          {words('cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** "On, with 2 passkeys and your authenticator app." */
function summaryOf(words: Words<BookKey<typeof uiAccountBook>>, status: Status): string {
  const counts = {passkeys: status.passkeys, left: status.recoveryCodesLeft};
  if (status.passkeys > 0) return words(status.totp ? 'twoStepOnBoth' : 'twoStepOnPasskeys', counts);
  return status.totp ? words('twoStepOnApp', counts) : words('twoStepOff');
}

/** The authenticator app: set it up, or remove it with a current code. */
function Authenticator({
  status,
  start,
  onRemoved,
}: {
  status: Status;
  start: () => void;
  onRemoved: () => void;
}) {
  const words = pageWords(uiAccountBook);
  const [removing, setRemoving] = useState(false);
  if (!status.totp) {
    return (
      <div>
        <Button variant={status.passkeys > 0 ? 'secondary' : 'primary'} onClick={start}>
          {words('setUpApp')}
        </Button>
      </div>
    );
  }
  if (removing) {
    return (
      <Remove
        onRemoved={() => {
          setRemoving(false);
          onRemoved();
        }}
        onCancel={() => setRemoving(false)}
      />
    );
  }
  return (
    <>
      <p>{words('appIsSetUp')}</p>
      <div>
        <Button variant="quiet" onClick={() => setRemoving(true)}>
          {words('removeApp')}
        </Button>
      </div>
    </>
  );
}

/** The section; `onOn` is told once a first second factor is on (the console then opens). */
export function TwoStepSettings({onOn}: {onOn?: () => void}) {
  const words = pageWords(uiAccountBook);
  const {state, refetch} = useLoad(async (api, signal) => {
    const answer = await api.send<{twoStep: Status}>({method: 'get', path: 'me/two-step'}, {signal});
    return dataOf(answer).twoStep;
  }, []);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState('');
  // Recovery codes come with the first factor: once they are kept, the console may open.
  const [firstFactor, setFirstFactor] = useState(false);

  async function start(path: '/totp' | '/recovery-codes') {
    setProblem('');
    const answer = await send<{data: Setup | {recoveryCodes: string[]}}>(await loadApi(), 'post', path);
    if (!answer.success) return setProblem(answer.message);
    if ('recoveryCodes' in answer.data) setCodes(answer.data.recoveryCodes);
    else setSetup(answer.data);
  }
  const firstCodes = (fresh: string[]) => {
    setFirstFactor(true);
    setCodes(fresh);
  };
  const finish = () => {
    const turnedOn = firstFactor || (codes !== null && setup !== null);
    setSetup(null);
    setCodes(null);
    setFirstFactor(false);
    if (turnedOn && onOn) onOn();
    else refetch();
  };

  let body: React.ReactNode;
  if (codes) body = <RecoveryCodes codes={codes} onKept={finish} />;
  else if (setup) body = <SetUp setup={setup} onCodes={setCodes} />;
  else if (state.status === 'loading') body = <LoadingNote text={words('loadingTwoStep')} />;
  else if (state.status === 'failed') body = <LoadProblem message={state.message} onRetry={refetch} />;
  else {
    const status = state.data;
    body = (
      <>
        <p>{summaryOf(words, status)}</p>
        <PasskeySettings onChange={refetch} onCodes={firstCodes} />
        <h3>{words('appHeading')}</h3>
        <Authenticator status={status} start={() => void start('/totp')} onRemoved={refetch} />
        {(status.totp || status.passkeys > 0) && (
          <>
            <h3>{words('recoveryHeading')}</h3>
            <p>{words('recoveryLeft', {left: status.recoveryCodesLeft})}</p>
            <div>
              <Button variant="secondary" onClick={() => void start('/recovery-codes')}>
                {words('newRecoveryCodes')}
              </Button>
            </div>
          </>
        )}
        <FactorChanges changes={status.changes} />
      </>
    );
  }
  return (
    <section aria-labelledby="two-step-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="two-step-heading">{words('twoStepHeading')}</h2>
      {body}
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}
