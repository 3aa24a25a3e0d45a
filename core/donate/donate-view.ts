// What the donate section and <nard-donate> both show, decided once: the amount choices (same order, same
// default), the QR's text alternative and which payment methods are not set up. The two views
// only draw it, in the language of the translator they pass (words.ts holds the English).
import type {PublicConfig} from '../content/public-config.ts';
import {formatCents} from '../format/index.ts';
import {toDollars} from '../format/money.ts';
import {fill, inEnglish, type Translator} from '../i18n/index.ts';
import {checkDonationAmount, DONATION_PRESETS} from './amount.ts';
import {buildPayNowPayload} from './paynow-payload.ts';
import {DONATE_WORDS} from './words.ts';

/** A preset in dollars, 'other' (the donor types it) or 'any' (typed later in the bank app). */
export type AmountOption = number | 'any' | 'other';

/** The choice selected when the panel opens. */
export const DEFAULT_AMOUNT_OPTION: AmountOption = 50;

/**
 * The radio choices, in order: the presets, then 'Other amount', then 'I will type it in my bank app'
 * (English labels: the view translates them).
 */
export function amountChoices(): {value: AmountOption; label: string}[] {
  return [
    ...DONATION_PRESETS.map((amount) => ({value: amount, label: `$${amount}`})),
    {value: 'other', label: DONATE_WORDS.otherAmount},
    {value: 'any', label: DONATE_WORDS.anyAmountChoice},
  ];
}

/**
 * The amount the QR carries: cents for a fixed amount, undefined for 'any', null while the typed
 * amount is not valid (no QR then).
 */
export function chosenCents(option: AmountOption, typed: string): number | undefined | null {
  if (option === 'any') return undefined;
  if (option !== 'other') return Math.round(option * 100);
  const check = checkDonationAmount(typed);
  return check.ok ? check.cents : null;
}

/** The message for a typed amount (English), once something is typed; null when it is fine or empty. */
export function typedAmountError(option: AmountOption, typed: string): string | null {
  if (option !== 'other' || typed.trim() === '') return null;
  const check = checkDonationAmount(typed);
  return check.ok ? null : check.message;
}

/**
 * The QR's text alternative, with the pledge's reference when it carries one.
 * @example qrLabel(paynow, 5000) // 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A'
 */
export function qrLabel(
  paynow: PublicConfig['paynow'],
  cents: number | undefined,
  t: Translator = inEnglish,
  reference?: string,
): string {
  const amount = cents === undefined ? t(DONATE_WORDS.anyAmount) : formatCents(cents);
  const args = {amount, merchant: paynow.merchantName, uen: paynow.uen, reference: reference ?? ''};
  return fill(t(reference ? DONATE_WORDS.pledgeQrLabel : DONATE_WORDS.qrLabel), args);
}

/** With cents: a fixed amount. Without: the donor types the amount in the bank app. */
export function donationPayload(paynow: PublicConfig['paynow'], cents: number | undefined): string {
  return buildPayNowPayload({
    uen: paynow.uen,
    merchantName: paynow.merchantName,
    merchantCity: paynow.merchantCity,
    amount: cents === undefined ? undefined : toDollars(cents),
    editable: cents === undefined,
  });
}
