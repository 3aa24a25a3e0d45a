// Bank transfer details and the site's 'Copy Account Details' button. The result is one status line
// rather than toasts: the donate element has nothing else to report, and it saves half a kilobyte.
import {useState} from 'preact/hooks';
import type {PublicConfig} from '../../core/data/index.ts';
import {bankDetailLines, bankDetailsText, copyText} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';

type Props = {bank: PublicConfig['bank']; emit: WidgetProps['emit']};

/** The account lines as a description list, then the copy button and its polite status line. */
export function BankTransfer({bank, emit}: Props) {
  const [status, setStatus] = useState<{ok: boolean; text: string} | null>(null);
  const copy = async () => {
    const ok = await copyText(bankDetailsText(bank));
    setStatus(
      ok
        ? {ok, text: 'Account details copied.'}
        : {ok, text: 'Copying did not work. Please select the details and copy them yourself.'},
    );
    if (ok) emit('nard-submit', {type: 'copy-account-details'});
  };
  return (
    <div class="way" part="bank">
      <h3>Bank transfer</h3>
      <dl>
        {bankDetailLines(bank).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" part="copy" onClick={() => void copy()}>
        Copy Account Details
      </button>
      <p role="status" class={status && !status.ok ? 'error' : 'muted'}>
        {status?.text}
      </p>
    </div>
  );
}
