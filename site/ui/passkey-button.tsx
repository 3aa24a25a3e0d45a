// One button that asks the browser for a passkey and hands its answer to `finish` (a log-in with the
// passkey alone, or the password's second step); what goes wrong is said under it, in plain words.
import {css} from 'goober';
import {useState} from 'react';
import type {Api, ApiResult} from '../../core/api/index.ts';
import {uiAccountBook} from '../../core/i18n/index.ts';
import type {PasskeyAssertion} from '../../core/rules/index.ts';
import {inPageLanguage} from '../lib/known-english.ts';
import {loadApi} from '../lib/load-api.ts';
import {pageWords} from '../lib/page-language.ts';
import {signWithPasskey} from '../lib/passkey-ceremony.ts';
import {Button} from './button.tsx';

type Props = {
  label: string;
  finish: (api: Api, passkey: PasskeyAssertion) => Promise<ApiResult<unknown>>;
  onDone: () => void;
  /** A failure the caller handles itself (the second step's "start again"); true when it did. */
  onFailure?: (message: string) => boolean;
};

export function PasskeyButton({label, finish, onDone, onFailure}: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  async function go() {
    setBusy(true);
    setProblem('');
    const api = await loadApi();
    const signed = await signWithPasskey(api);
    const result = signed.ok ? await finish(api, signed.answer) : null;
    setBusy(false);
    if (result?.success) return onDone();
    const message = signed.ok ? (result as {message: string}).message : signed.message;
    if (!onFailure?.(message)) setProblem(message);
  }
  return (
    <div className={css`display: grid; gap: 8px; justify-items: start;`}>
      <Button variant="secondary" onClick={() => void go()} disabled={busy} aria-busy={busy}>
        {busy ? pageWords(uiAccountBook)('waitingForPasskey') : label}
      </Button>
      <p role="alert" className={css`margin: 0; &:empty { display: none; }`}>
        {inPageLanguage(problem)}
      </p>
    </div>
  );
}
