// Passkeys on the profile and the console's first screen (issue 23): the ones saved, with when each was
// added and last used; adding one under a name the person chooses (the browser or phone asks for a face,
// finger or PIN); removing one, which asks for a second step when the last one was long ago.
import {css} from 'goober';
import {useId, useState} from 'react';
import type {Api} from '../../core/api/index.ts';
import {LANGUAGE_TAGS, uiAccountBook} from '../../core/i18n/index.ts';
import {addPasskeyRules, type PasskeyAttestation} from '../../core/rules/index.ts';
import {dataOf} from '../lib/data-of.ts';
import {inPageLanguage} from '../lib/known-english.ts';
import {loadApi} from '../lib/load-api.ts';
import {pageLanguageCode, pageWords} from '../lib/page-language.ts';
import {createPasskey} from '../lib/passkey-ceremony.ts';
import {useLoad} from '../lib/use-load.ts';
import {Button} from './button.tsx';
import {TextField} from './field.tsx';
import {LoadingNote, LoadProblem} from './load-problem.tsx';
import {colors} from './theme.ts';

type Passkey = {id: string; name: string; createdAt: number; lastUsedAt: number | null};

// The day in the page's language (English: '5 Mar 2026', as before).
const day = (at: number) =>
  new Date(at).toLocaleDateString(LANGUAGE_TAGS[pageLanguageCode()], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Singapore',
  });

/** Registers a passkey: the server's options, the browser's ceremony, the server's check. */
async function addPasskey(api: Api, name: string) {
  const started = await api.send<{options: unknown}>({method: 'post', path: 'me/passkeys/options'});
  if (!started.success) return {ok: false as const, message: started.message};
  const made = await createPasskey(started.options);
  if (!made.ok) return made;
  const response: PasskeyAttestation = made.answer;
  const saved = await api.send<{message: string; data: {recoveryCodes: string[] | null}}>({
    method: 'post',
    path: 'me/passkeys',
    json: {name, response},
  });
  if (!saved.success) return {ok: false as const, message: saved.message};
  return {ok: true as const, message: saved.message, codes: saved.data.recoveryCodes};
}

function nameProblem(name: string): string | undefined {
  const [failure] = addPasskeyRules.schema.name.validate(name, {coerce: true});
  return failure?.message;
}

type Props = {
  /** A passkey was added or removed (the two-step summary reloads). */
  onChange: () => void;
  /** The first second factor brought recovery codes: show them once. */
  onCodes: (codes: string[]) => void;
};

export function PasskeySettings({onChange, onCodes}: Props) {
  const words = pageWords(uiAccountBook);
  const headingId = useId();
  const {state, refetch} = useLoad(
    async (api, signal) =>
      dataOf(await api.send<{passkeys: Passkey[]}>({method: 'get', path: 'me/passkeys'}, {signal})).passkeys,
    [],
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const invalid = nameProblem(name);
    setNameError(invalid);
    setSaid('');
    setProblem('');
    if (invalid) return;
    setBusy(true);
    const added = await addPasskey(await loadApi(), name.trim());
    setBusy(false);
    if (!added.ok) return setProblem(added.message);
    setName('');
    setSaid(added.message);
    refetch();
    if (added.codes) onCodes(added.codes);
    else onChange();
  }

  async function remove(passkey: Passkey) {
    setSaid('');
    setProblem('');
    const api = await loadApi();
    const removed = await api.send<{message: string}>({
      method: 'delete',
      path: `me/passkeys/${encodeURIComponent(passkey.id)}`,
    });
    if (!removed.success) return setProblem(removed.message);
    setSaid(removed.message);
    refetch();
    onChange();
  }

  let list: React.ReactNode;
  if (state.status === 'loading') list = <LoadingNote text={words('loadingPasskeys')} />;
  else if (state.status === 'failed') list = <LoadProblem message={state.message} onRetry={refetch} />;
  else if (state.data.length === 0) list = <p>{words('noPasskey')}</p>;
  else
    list = (
      <ul
        aria-labelledby={headingId}
        className={css`margin: 0; padding: 0; list-style: none; display: grid; gap: 8px;`}
      >
        {state.data.map((passkey) => (
          <li
            key={passkey.id}
            className={css`display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; justify-content: space-between; border-bottom: 1px solid ${colors.border}; padding-bottom: 8px;`}
          >
            <span>
              <strong>{passkey.name}</strong>
              <br />
              {passkey.lastUsedAt === null
                ? words('passkeyAddedUnused', {added: day(passkey.createdAt)})
                : words('passkeyAddedUsed', {added: day(passkey.createdAt), used: day(passkey.lastUsedAt)})}
            </span>
            <Button
              variant="quiet"
              onClick={() => void remove(passkey)}
              aria-label={words('removePasskey', {name: passkey.name})}
            >
              {words('remove')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={css`display: grid; gap: 12px;`}>
      <h3 id={headingId}>{words('passkeysHeading')}</h3>
      <p>{words('passkeysIntro')}</p>
      {list}
      <form
        onSubmit={(event) => void add(event)}
        aria-label={words('addPasskey')}
        noValidate
        className={css`display: grid; gap: 8px; max-width: 28rem;`}
      >
        <TextField
          label={words('passkeyName')}
          hint={words('passkeyNameHint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          maxLength={60}
        />
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? words('waitingForDevice') : words('addPasskey')}
          </Button>
        </div>
      </form>
      <p role="status" className={css`margin: 0; &:empty { display: none; }`}>
        {said}
      </p>
      <p role="alert" className={css`margin: 0; &:empty { display: none; }`}>
        {inPageLanguage(problem)}
      </p>
    </div>
  );
}
