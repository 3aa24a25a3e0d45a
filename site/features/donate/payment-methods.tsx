// Credit Card, Google Pay, Apple Pay: a link to the hosted checkout when configured; the rest are named
// in one plain note that points to PayNow and bank transfer, so there is never a dead button.
import {css} from 'goober';
import type {PublicConfig} from '../../../core/content/index.ts';
import {DONATE_WORDS, paymentMethods, pledgeCheckoutLinks} from '../../../core/donate/index.ts';
import {listInLanguage} from '../../../core/format/index.ts';
import {donateBook, fill, splitPlaces} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageTranslator} from '../../lib/page-language.ts';
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
  const t = pageTranslator(donateBook);
  const methods = reference ? pledgeCheckoutLinks(checkout, reference) : paymentMethods(checkout);
  const ready = methods.filter((method) => method.url);
  const missing = methods.filter((method) => !method.url).map((method) => t(method.label));
  // The methods in bold; PayNow and bank transfer link to their ways above: a pledge's own, as the general
  // ones step aside after a pledge (donate-section.tsx).
  const [paynowHref, bankHref] = reference
    ? ['#pledge-paynow', '#pledge-bank']
    : ['#paynow', '#bank-transfer'];
  const place = (name: string) =>
    name === 'methods' ? (
      <strong key={name}>{listInLanguage(missing, pageLanguageCode())}</strong>
    ) : name === 'paynow' ? (
      <a key={name} href={paynowHref}>
        {t(DONATE_WORDS.paynowTitle)}
      </a>
    ) : (
      <a key={name} href={bankHref}>
        {t(DONATE_WORDS.bankTransferLink)}
      </a>
    );
  const drawn = (sentence: string) =>
    splitPlaces(t(sentence)).map((piece, index) => (index % 2 ? place(piece) : piece));
  return (
    <>
      {ready.length > 0 && (
        <ul className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 12px;`}>
          {ready.map((method) => (
            <li key={method.id}>
              <a href={method.url!} target="_blank" rel="noopener" className={buttonClass('primary', true)}>
                {fill(t(DONATE_WORDS.payBy), {method: t(method.label)})}
                <VisuallyHidden> {t(DONATE_WORDS.opensInNewTab)}</VisuallyHidden>
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
          {drawn(DONATE_WORDS.notSetUp)} {drawn(DONATE_WORDS.useOtherWays)}
        </p>
      )}
    </>
  );
}
