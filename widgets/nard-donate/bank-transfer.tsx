// Bank transfer details and 'Copy Account Details', with the site's words. The result is one status line
// rather than toasts: the donate element has nothing else to report.
import {useState} from 'preact/hooks';
import type {PublicConfig} from '../../core/content/index.ts';
import {bankDetailLines, bankDetailsText, DONATE_WORDS} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {loadPart} from '../shared/lazy-part.ts';
import {QR_PART} from './paynow-qr.tsx';
import type {QrPart} from './qr-part.ts';

type Props = {bank: PublicConfig['bank']; scriptUrl: string; emit: WidgetProps['emit']};

/** The account lines as a description list, then the copy button and its polite status line. */
export function BankTransfer({bank, scriptUrl, emit}: Props) {
  const t = useT();
  const [status, setStatus] = useState<{ok: boolean; text: string} | null>(null);
  const copy = async () => {
    // Copying lives in the part the panel loads after its first paint (it is there by the first press).
    const ok = await loadPart<QrPart>(QR_PART, scriptUrl).then(
      (part) => part.copyText(bankDetailsText(bank, undefined, t)),
      () => false,
    );
    setStatus({ok, text: t(ok ? DONATE_WORDS.copied : DONATE_WORDS.copyFailed)});
    if (ok) emit('nard-submit', {type: 'copy-account-details'});
  };
  return (
    <section class="way" part="bank" aria-labelledby="bank-title">
      <h3 id="bank-title">{t(DONATE_WORDS.bankTitle)}</h3>
      <dl>
        {bankDetailLines(bank, undefined, t).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" part="copy" onClick={() => void copy()}>
        {t(DONATE_WORDS.copy)}
      </button>
      <p role="status" class={status && !status.ok ? 'error' : 'muted'}>
        {status?.text}
      </p>
    </section>
  );
}
