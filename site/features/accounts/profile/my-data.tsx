// "Your data" on the profile (issue 24): everything we hold about the person, as a JSON file or as a page
// to read, downloaded at once from GET /api/me/data.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../../../core/contributions/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {Button} from '../../../ui/button.tsx';

const FORMATS = {
  json: {label: 'Download my data (JSON)', type: 'application/json', extension: 'json'},
  html: {label: 'Download it as a page to read', type: 'text/html', extension: 'html'},
} as const;

export function MyData() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  async function download(format: keyof typeof FORMATS) {
    setBusy(true);
    setSaid('Gathering your data...');
    const api = await loadApi();
    const result = await api.send<{text: string}>({
      method: 'get',
      path: 'me/data',
      searchParams: format === 'html' ? {format} : {},
      accept: 'text',
    });
    setBusy(false);
    if (!result.success) return setSaid(result.message);
    const {type, extension} = FORMATS[format];
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(`nard-my-data-${day}.${extension}`, new Blob([result.text], {type}));
    setSaid('Your data is downloaded.');
  }
  return (
    <section aria-labelledby="my-data-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="my-data-heading">Your data</h2>
      <p>
        Download everything we hold about you: your account and application, event sign-ups and hours,
        messages you sent us, gifts (ID numbers masked) and how you sign in.
      </p>
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
          <Button key={format} variant="secondary" disabled={busy} onClick={() => void download(format)}>
            {FORMATS[format].label}
          </Button>
        ))}
      </div>
      <p role="status" className={css`margin: 0;`}>
        {said}
      </p>
    </section>
  );
}
