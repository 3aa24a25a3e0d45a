// "Save QR" for a pledge (issue 56): a phone cannot scan its own screen, so the QR is saved as a PNG the
// banking app's scanner opens from the photos; where the browser's share sheet takes files, "Share QR" too.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useState} from 'react';
import {showToast} from '../../../core/atoms/index.ts';
import {canShareImages, DONATE_WORDS, downloadFile, shareFile} from '../../../core/donate/index.ts';
import {donateBook, fill} from '../../../core/i18n/index.ts';
import {pledgeQrFile} from '../../../core/qr/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';

/** The buttons and their one-line hint, for the pledge's `payload` (its QR) and `reference` (the file's name). */
export function SaveQr({payload, reference, label}: {payload: string; reference: string; label: string}) {
  const t = pageTranslator(donateBook);
  const [sharing] = useState(canShareImages);
  async function save(share: boolean) {
    const store = getDefaultStore();
    try {
      const file = await pledgeQrFile(payload, reference);
      if (share) {
        await shareFile(file, label);
        return;
      }
      downloadFile(file);
      showToast(store, {kind: 'success', text: fill(t(DONATE_WORDS.qrSaved), {file: file.name})});
    } catch {
      showToast(store, {kind: 'error', text: t(DONATE_WORDS.saveFailed)});
    }
  }
  return (
    <>
      <div className={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <Button onClick={() => void save(false)}>{t(DONATE_WORDS.saveQr)}</Button>
        {sharing && (
          <Button variant="secondary" onClick={() => void save(true)}>
            {t(DONATE_WORDS.shareQr)}
          </Button>
        )}
      </div>
      <p className={css`margin: 0;`}>{t(DONATE_WORDS.saveQrHint)}</p>
    </>
  );
}
