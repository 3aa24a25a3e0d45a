// "Signed-in devices" on the profile (issue 23): every open session with its browser and system, when it
// began and was last used, this one marked; sign out one, or every other.
import {css} from 'goober';
import {useState} from 'react';
import type {Api} from '../../../../core/api/index.ts';
import {LANGUAGE_TAGS, profileBook} from '../../../../core/i18n/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageLanguageCode, pageWords} from '../../../lib/page-language.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';

type Device = {
  id: string;
  browser: string;
  system: string;
  firstSeen: string;
  lastSeen: string;
  current: boolean;
};

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in Singapore time, in the page's language (English: '5 Mar 2026, 9:30 am', as before). */
function when(iso: string): string {
  const tag = LANGUAGE_TAGS[pageLanguageCode()];
  let format = whenFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: 'Asia/Singapore',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    whenFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}

async function signOut(path: string): Promise<string> {
  const api: Api = await loadApi();
  const answer = await api.send<{message: string}>({method: 'delete', path: `me/sessions${path}`});
  return answer.success ? '' : answer.message;
}

export function SignedInDevices() {
  const {state, refetch} = useLoad(
    async (api, signal) =>
      dataOf(await api.send<{sessions: Device[]}>({method: 'get', path: 'me/sessions'}, {signal})).sessions,
    [],
  );
  const words = pageWords(profileBook);
  const [said, setSaid] = useState('');
  const act = async (path: string, done: string) => {
    const problem = await signOut(path);
    setSaid(problem || done);
    refetch();
  };
  if (state.status === 'loading') return <LoadingNote text={words('loadingDevices')} />;
  if (state.status === 'failed') return <LoadProblem message={state.message} onRetry={refetch} />;
  const others = state.data.filter((device) => !device.current);
  // The server's words for a browser or a system it cannot name are ours to translate.
  const nameOf = (device: Device) => ({
    browser: device.browser === 'A browser' ? words('someBrowser') : device.browser,
    system: device.system === 'an unknown system' ? words('unknownSystem') : device.system,
  });
  return (
    <section aria-labelledby="devices-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="devices-heading">{words('devicesHeading')}</h2>
      <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
        {state.data.map((device) => (
          <li key={device.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
            <strong>{words(device.current ? 'thisDevice' : 'device', nameOf(device))}</strong>
            <span>{words('deviceTimes', {first: when(device.firstSeen), last: when(device.lastSeen)})}</span>
            {!device.current && (
              <Button
                variant="secondary"
                aria-label={words('signOutDevice', {...nameOf(device), last: when(device.lastSeen)})}
                onClick={() => void act(`/${encodeURIComponent(device.id)}`, words('deviceSignedOut'))}
              >
                {words('signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 1 && (
        <div>
          <Button variant="secondary" onClick={() => void act('', words('othersSignedOut'))}>
            {words('signOutOthers')}
          </Button>
        </div>
      )}
      <p role="status">{said}</p>
    </section>
  );
}
