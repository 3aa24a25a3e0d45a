import {DONATE_WORDS} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {LoadStatus, type LoadWords} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {CheckoutLinks} from './checkout-links.tsx';
import {GiveNow} from './give-now.tsx';
import {PayNowQr} from './paynow-qr.tsx';

/** The element's loading and failure lines (index.ts paints the loading one first). */
export const DONATE_LOAD: LoadWords = {
  title: DONATE_WORDS.embeddedTitle,
  loading: DONATE_WORDS.loading,
  failed: DONATE_WORDS.failed,
};

/** The element's view; `amount` preselects 'Other amount' with that many dollars. */
export function Donate(props: WidgetProps) {
  const t = useT();
  const data = useApiData(props, 'nard-donate', ['/config']);
  if (data.status !== 'ready') {
    return (
      <LoadStatus
        words={DONATE_LOAD}
        status={data.status}
        message={data.status === 'error' ? data.message : ''}
      />
    );
  }
  const {config} = data.answers[0];
  return (
    <section aria-labelledby="title">
      <h2 id="title">{t(DONATE_WORDS.embeddedTitle)}</h2>
      <p>{t(DONATE_WORDS.intro)}</p>
      <GiveNow
        config={config}
        api={props.api}
        language={props.language}
        scriptUrl={props.scriptUrl}
        emit={props.emit}
      />
      <div class="ways">
        <PayNowQr
          paynow={config.paynow}
          initialAmount={props.attrs.amount ?? null}
          scriptUrl={props.scriptUrl}
        />
        <BankTransfer bank={config.bank} scriptUrl={props.scriptUrl} emit={props.emit} />
        <CheckoutLinks checkout={config.checkout} language={props.language} emit={props.emit} />
      </div>
    </section>
  );
}
