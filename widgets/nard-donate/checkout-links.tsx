// Card, Google Pay and Apple Pay through the hosted checkout the foundation configures.
import type {PublicConfig} from '../../core/data/index.ts';
import {paymentMethods} from '../../core/donate/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';

type Props = {checkout: PublicConfig['checkout']; emit: WidgetProps['emit']};

/** A link per configured method; the others are named as not yet available rather than hidden. */
export function CheckoutLinks({checkout, emit}: Props) {
  const methods = paymentMethods(checkout);
  return (
    <div class="way" part="checkout">
      <h3>Card and wallets</h3>
      <ul class="methods">
        {methods.map((method) => (
          <li key={method.id}>
            {method.url ? (
              <a
                class="btn"
                href={method.url}
                target="_blank"
                rel="noopener"
                onClick={() => emit('nard-submit', {type: `checkout-${method.id}`})}
              >
                Pay by {method.label}
                <span class="sr-only"> (opens the secure checkout in a new tab)</span>
              </a>
            ) : (
              <span class="muted">{method.label}: not available yet</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
