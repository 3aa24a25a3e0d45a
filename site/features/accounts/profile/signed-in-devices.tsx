// "Signed-in devices" on the profile (issue 23): every open session with its browser and system, when it
// began and was last used, this one marked; sign out one, or every other.
import {css} from 'goober';
import {useState} from 'react';
import type {Api} from '../../../../core/api/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
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

const WHEN = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

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
  const [said, setSaid] = useState('');
  const act = async (path: string, done: string) => {
    const problem = await signOut(path);
    setSaid(problem || done);
    refetch();
  };
  if (state.status === 'loading') return <LoadingNote text="Loading your devices..." />;
  if (state.status === 'failed') return <LoadProblem message={state.message} onRetry={refetch} />;
  const others = state.data.filter((device) => !device.current);
  return (
    <section aria-labelledby="devices-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="devices-heading">Signed-in devices</h2>
      <ul className={css`display: grid; gap: 12px; padding-left: 1.2em; margin: 0;`}>
        {state.data.map((device) => (
          <li key={device.id} className={css`display: grid; gap: 4px; justify-items: start;`}>
            <strong>
              {`${device.browser} on ${device.system}`}
              {device.current ? ' (this device)' : ''}
            </strong>
            <span>{`Signed in ${WHEN.format(new Date(device.firstSeen))}; last used ${WHEN.format(new Date(device.lastSeen))}.`}</span>
            {!device.current && (
              <Button
                variant="secondary"
                aria-label={`Sign out ${device.browser} on ${device.system}, last used ${WHEN.format(new Date(device.lastSeen))}`}
                onClick={() => void act(`/${encodeURIComponent(device.id)}`, 'That device is signed out.')}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 1 && (
        <div>
          <Button variant="secondary" onClick={() => void act('', 'Every other device is signed out.')}>
            Sign out every other device
          </Button>
        </div>
      )}
      <p role="status">{said}</p>
    </section>
  );
}
