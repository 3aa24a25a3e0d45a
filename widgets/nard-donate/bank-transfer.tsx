// Bank transfer details and 'Copy Account Details', with the site's words. The result is one status line
// rather than toasts: the donate element has nothing else to report.
import {useState} from 'preact/hooks';
import type {PublicConfig} from '../../core/data/index.ts';
import {bankDetailLines, bankDetailsText, copyText, DONATE_WORDS} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';

type Props = {bank: PublicConfig['bank']; emit: WidgetProps['emit']};

/** The account lines as a description list, then the copy button and its polite status line. */
export function BankTransfer({bank, emit}: Props) {
  const [status, setStatus] = useState<{ok: boolean; text: string} | null>(null);
  const copy = async () => {
    const ok = await copyText(bankDetailsText(bank));
    setStatus({ok, text: ok ? DONATE_WORDS.copied : DONATE_WORDS.copyFailed});
    if (ok) emit('nard-submit', {type: 'copy-account-details'});
  };
  return (
    <section class="way" part="bank" aria-labelledby="bank-title">
      <h3 id="bank-title">{DONATE_WORDS.bankTitle}</h3>
      <dl>
        {bankDetailLines(bank).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" part="copy" onClick={() => void copy()}>
        {DONATE_WORDS.copy}
      </button>
      <p role="status" class={status && !status.ok ? 'error' : 'muted'}>
        {status?.text}
      </p>
    </section>
  );
}
