// The ten recovery codes, shown once when the first second factor is set up (or new ones are made): copy
// them, download them as text, and say they are kept.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../core/contributions/index.ts';
import {copyText} from '../../core/donate/index.ts';
import {uiAccountBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {richText} from '../lib/rich-text.tsx';
import {Button} from './button.tsx';

/** The ten codes, shown once, with Copy and Download. */
export function RecoveryCodes({codes, onKept}: {codes: string[]; onKept: () => void}) {
  const words = pageWords(uiAccountBook);
  const [said, setSaid] = useState('');
  const text = `${words('recoveryFile')}\n\n${codes.join('\n')}\n`;
  return (
    <div className={css`display: grid; gap: 12px; justify-items: start;`}>
      <p>{richText(words, 'recoveryKeep', {strong: (warning) => <strong>{warning}</strong>})}</p>
      <ul
        aria-label={words('recoveryHeading')}
        className={css`margin: 0; padding: 0; list-style: none; display: grid; gap: 4px 24px; grid-template-columns: repeat(auto-fill, minmax(9em, 1fr)); font-family: ui-monospace, monospace; font-size: 1.1rem; width: 100%;`}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <Button
          variant="secondary"
          onClick={async () => setSaid(words((await copyText(text)) ? 'codesCopied' : 'copyFailed'))}
        >
          {words('copyCodes')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadFile('nard-recovery-codes.txt', new Blob([text], {type: 'text/plain'}))}
        >
          {words('downloadCodes')}
        </Button>
        <Button onClick={onKept}>{words('keptCodes')}</Button>
      </div>
      <p role="status">{said}</p>
    </div>
  );
}
