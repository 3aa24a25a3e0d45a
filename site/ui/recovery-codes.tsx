// The ten recovery codes, shown once when the first second factor is set up (or new ones are made): copy
// them, download them as text, and say they are kept.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../core/contributions/index.ts';
import {copyText} from '../../core/donate/index.ts';
import {Button} from './button.tsx';

/** The ten codes, shown once, with Copy and Download. */
export function RecoveryCodes({codes, onKept}: {codes: string[]; onKept: () => void}) {
  const [said, setSaid] = useState('');
  const text = `Recovery codes for your Nard Foundation account. Each works once.\n\n${codes.join('\n')}\n`;
  return (
    <div className={css`display: grid; gap: 12px; justify-items: start;`}>
      <p>
        <strong>Keep these recovery codes somewhere safe, away from your phone.</strong> If you lose your
        phone or your passkey, each code lets you log in once. We show them only now.
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
