// Credit Card, Google Pay, Apple Pay: a link to the hosted checkout when configured; the rest are named
// in one plain note that points to PayNow and bank transfer, so there is never a dead button.
import {css} from 'goober';
import type {PublicConfig} from '../../../core/data/index.ts';
import {DONATE_WORDS, listWords, paymentMethods, pledgeCheckoutLinks} from '../../../core/donate/index.ts';
import {buttonClass} from '../../ui/button.tsx';
import {colors} from '../../ui/theme.ts';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

/** The online ways to pay; with a pledge's `reference`, each link carries it as client_reference_id. */
export function PaymentMethods({
  checkout,
  reference,
}: {
  checkout: PublicConfig['checkout'];
  reference?: string;
}) {
  const methods = reference ? pledgeCheckoutLinks(checkout, reference) : paymentMethods(checkout);
  const ready = methods.filter((method) => method.url);
  const missing = methods.filter((method) => !method.url).map((method) => method.label);
  return (
    <>
      {ready.length > 0 && (
        <ul className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 12px;`}>
          {ready.map((method) => (
            <li key={method.id}>
              <a href={method.url!} target="_blank" rel="noopener" className={buttonClass('primary', true)}>
                {DONATE_WORDS.payBy(method.label)}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <p
          data-unavailable-methods=""
          className={css`margin: 0; padding: 12px 16px; border-left: 4px solid ${colors.borderStrong}; background: ${colors.surface};`}
        >
          Paying by <strong>{listWords(missing)}</strong> on this website is not set up yet. Please give by{' '}
          <a href="#paynow">PayNow</a> or <a href="#bank-transfer">bank transfer</a> for now. Both reach us
          just the same.
        </p>
      )}
    </>
  );
}
