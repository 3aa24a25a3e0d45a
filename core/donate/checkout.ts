// Card, Google Pay and Apple Pay go through a hosted checkout page the foundation configures.
import {DONATE_WORDS} from './words.ts';

/** The three hosted checkout links; a missing or unsafe one means that way is not set up. */
export type CheckoutLinks = {
  card?: string | null;
  googlePay?: string | null;
  applePay?: string | null;
};

/** One way to pay online (`label` in English: the view translates it); `url` is null when not set up. */
export type PaymentMethod = {id: 'card' | 'googlePay' | 'applePay'; label: string; url: string | null};

// Only https (or http on a local test server) may be opened: a 'javascript:' link from config must not run.
function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The online payment methods in the order the page lists them.
 * @example paymentMethods({card: 'https://pay.example/nard'}) // [{id: 'card', label: 'Credit Card', url: 'https://pay.example/nard'}, ...]
 */
export function paymentMethods(links: CheckoutLinks): PaymentMethod[] {
  return [
    {id: 'card', label: DONATE_WORDS.creditCard, url: safeUrl(links.card)},
    {id: 'googlePay', label: 'Google Pay', url: safeUrl(links.googlePay)},
    {id: 'applePay', label: 'Apple Pay', url: safeUrl(links.applePay)},
  ];
}
