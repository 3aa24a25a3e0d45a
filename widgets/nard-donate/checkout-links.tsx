// Card, Google Pay and Apple Pay through the hosted checkout the foundation configures; the ones not set
// up are named in one plain note, as on the site, so there is never a dead button.
import type {PublicConfig} from '../../core/content/index.ts';
import {DONATE_WORDS, type PaymentMethod, paymentMethods} from '../../core/donate/index.ts';
import {listInLanguage} from '../../core/format/index.ts';
import type {Language} from '../../core/i18n/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {fill, useT} from '../shared/language.ts';

type Props = {checkout: PublicConfig['checkout']; language: Language; emit: WidgetProps['emit']};

/** The configured methods as buttons to the hosted checkout, each opening in a new tab. */
export function MethodLinks({methods, emit}: {methods: PaymentMethod[]; emit: WidgetProps['emit']}) {
  const t = useT();
  const ready = methods.filter((method) => method.url);
  if (ready.length === 0) return null;
  return (
    <ul class="methods">
      {ready.map((method) => (
        <li key={method.id}>
          <a
            class="btn"
            href={method.url!}
            target="_blank"
            rel="noopener"
            onClick={() => emit('nard-submit', {type: `checkout-${method.id}`})}
          >
            {fill(t(DONATE_WORDS.payBy), {method: t(method.label)})}
            <span class="sr-only"> {t(DONATE_WORDS.opensInNewTab)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A link per configured method, then the note for the others. */
export function CheckoutLinks({checkout, language, emit}: Props) {
  const t = useT();
  const methods = paymentMethods(checkout);
  const missing = methods.filter((method) => !method.url).map((method) => t(method.label));
  return (
    <section class="way" part="checkout" aria-labelledby="online-title">
      <h3 id="online-title">{t(DONATE_WORDS.onlineTitle)}</h3>
      <MethodLinks methods={methods} emit={emit} />
      {missing.length > 0 ? (
        <p class="unavailable">
          {fill(t(DONATE_WORDS.notSetUp), {methods: listInLanguage(missing, language)})}{' '}
          {fill(t(DONATE_WORDS.useOtherWays), {
            paynow: t(DONATE_WORDS.paynowTitle),
            bank: t(DONATE_WORDS.bankTransferLink),
          })}
        </p>
      ) : null}
    </section>
  );
}
