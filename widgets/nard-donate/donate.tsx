// <nard-donate>: PayNow QR with an amount choice, bank transfer details with Copy Account Details, and
// the hosted checkout links, all from the foundation's public configuration.
import type {PublicConfig} from '../../core/data/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {LoadStatus} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {CheckoutLinks} from './checkout-links.tsx';
import {PayNowQr} from './paynow-qr.tsx';

/** The element's view; `amount` preselects a PayNow amount in dollars. */
export function Donate(props: WidgetProps) {
  const data = useApiData<[{config: PublicConfig}]>(props, 'nard-donate', ['/config']);
  if (data.status !== 'ready') {
    return (
      <LoadStatus
        title="Donate to the Nard Foundation"
        status={data.status}
        what="donation details"
        message={data.status === 'error' ? data.message : ''}
      />
    );
  }
  const {config} = data.answers[0];
  return (
    <section aria-labelledby="title">
      <h2 id="title">Donate to the Nard Foundation</h2>
      <p>Every gift pays for job training and education. Choose the way that suits you.</p>
      <div class="ways">
        <PayNowQr paynow={config.paynow} initialAmount={props.attrs.amount ?? null} />
        <BankTransfer bank={config.bank} emit={props.emit} />
        <CheckoutLinks checkout={config.checkout} emit={props.emit} />
      </div>
    </section>
  );
}
