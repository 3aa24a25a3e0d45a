// A pledged gift's way to pay (issue 22): the PayNow payload that carries the reference and a fixed amount,
// and checkout links that carry the reference, decided once for the server's answer and mail and the views.
import type {PublicConfig} from '../data/index.ts';
import {formatCents} from '../format/index.ts';
import {type CheckoutLinks, paymentMethods} from './checkout.ts';
import type {DonateWords} from './donate-words.ts';
import {buildPayNowPayload} from './paynow-payload.ts';
import {pledgeProjectTitle} from './pledge-form.ts';

/**
 * The PayNow payload for a pledge: its amount, not editable, and its reference in EMVCo tag 62 sub-tag 01,
 * so the transfer arrives with the reference the bank statement import looks for.
 * @example pledgePayload(config.paynow, 5000, 'NARD-7KQM-3XWA') // '000201010212...6218 0114NARD-7KQM-3XWA...'
 */
export function pledgePayload(paynow: PublicConfig['paynow'], cents: number, reference: string): string {
  return buildPayNowPayload({
    uen: paynow.uen,
    merchantName: paynow.merchantName,
    merchantCity: paynow.merchantCity,
    amount: cents / 100,
    reference,
    editable: false,
  });
}

/**
 * The online ways to pay for a pledge: each configured checkout link with `client_reference_id` set to the
 * reference (the hosted checkout hands it back with the payment, as Stripe Payment Links do).
 */
export function pledgeCheckoutLinks(links: CheckoutLinks, reference: string, words: DonateWords) {
  return paymentMethods(links, words).map((method) => {
    if (method.url === null) return method;
    const url = new URL(method.url);
    url.searchParams.set('client_reference_id', reference);
    return {...method, url: url.href};
  });
}

/**
 * The heading of a pledge's confirmation.
 * @example pledgeSummary(5000, 'urban-farming', words) // 'Your gift of $50 to Nard Urban Farming'
 */
export function pledgeSummary(cents: number, project: string, words: DonateWords): string {
  return words('summary', {amount: formatCents(cents), project: pledgeProjectTitle(project, words)});
}
