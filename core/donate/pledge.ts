// A pledged gift's way to pay (issue 22): the PayNow payload that carries the reference and a fixed amount,
// and checkout links that carry the reference, decided once for the server's answer and mail and the views.

import type {PublicConfig} from '../content/public-config.ts';
import {formatCents} from '../format/index.ts';
import {toDollars} from '../format/money.ts';
import {fill, inEnglish, type Translator} from '../i18n/index.ts';
import {type CheckoutLinks, paymentMethods} from './checkout.ts';
import type {PledgedGift} from './gift-records.ts';
import {buildPayNowPayload} from './paynow-payload.ts';
import {DONATE_WORDS} from './words.ts';

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
    amount: toDollars(cents),
    reference,
    editable: false,
  });
}

/**
 * The online ways to pay for a pledge: each configured checkout link with `client_reference_id` set to the
 * reference (the hosted checkout hands it back with the payment, as Stripe Payment Links do).
 */
export function pledgeCheckoutLinks(links: CheckoutLinks, reference: string) {
  return paymentMethods(links).map((method) => {
    if (method.url === null) return method;
    const url = new URL(method.url);
    url.searchParams.set('client_reference_id', reference);
    return {...method, url: url.href};
  });
}

/**
 * The confirmation's heading: 'Your gift of $50.00 to Nard Urban Farming'; `project` is the project's
 * title as the view shows it (in its language).
 */
export function pledgeSummary(cents: number, project: string, t: Translator = inEnglish): string {
  return fill(t(DONATE_WORDS.summary), {amount: formatCents(cents), project});
}

/**
 * What the confirmation says of the pledge mail: that it went, or (past the pledge mails' budgets) that it
 * did not, so the donor notes the reference. Never that a mail went when it did not.
 * @example pledgeMailNote({mailed: false}) // 'We could not e-mail these details this time, so please note...'
 */
export function pledgeMailNote(gift: Pick<PledgedGift, 'mailed'>, t: Translator = inEnglish): string {
  return t(gift.mailed ? DONATE_WORDS.sentByMail : DONATE_WORDS.notMailed);
}
