// "Your data" on the profile (issue 24): everything we hold about the person, as a JSON file or as a page
// to read, downloaded at once from GET /api/me/data.
import {css} from 'goober';
import {useState} from 'react';
import {downloadFile} from '../../../../core/contributions/index.ts';
import {profileBook} from '../../../../core/i18n/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';

const FORMATS = {
  json: {label: 'downloadJson', type: 'application/json', extension: 'json'},
  html: {label: 'downloadHtml', type: 'text/html', extension: 'html'},
} as const;

export function MyData() {
  const words = pageWords(profileBook);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  async function download(format: keyof typeof FORMATS) {
    setBusy(true);
    setSaid(words('gathering'));
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
    setSaid(words('downloaded'));
  }
  return (
    <section aria-labelledby="my-data-heading" className={css`display: grid; gap: 12px;`}>
      <h2 id="my-data-heading">{words('myDataHeading')}</h2>
      <p>{words('myDataText')}</p>
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
          <Button key={format} variant="secondary" disabled={busy} onClick={() => void download(format)}>
            {words(FORMATS[format].label)}
          </Button>
        ))}
      </div>
      <p role="status" className={css`margin: 0;`}>
        {said}
      </p>
    </section>
  );
}
