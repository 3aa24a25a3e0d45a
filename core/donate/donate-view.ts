// What the donate section and <nard-donate> both show, decided once: the amount choices (same order, same
// default), the QR's text alternative and the list of payment methods that are not set up, in the language
// of the words they pass (core/i18n's donate book). The two views only draw it.
import type {PublicConfig} from '../data/index.ts';
import {formatCents} from '../format/index.ts';
import {type FormatLanguage, LANGUAGE_TAGS} from '../i18n/index.ts';
import {checkDonationAmount, DONATION_PRESETS} from './amount.ts';
import type {DonateWords} from './donate-words.ts';
import {buildPayNowPayload} from './paynow-payload.ts';

/** A preset in dollars, 'other' (the donor types it) or 'any' (typed later in the bank app). */
export type AmountOption = number | 'any' | 'other';

/** The choice selected when the panel opens. */
export const DEFAULT_AMOUNT_OPTION: AmountOption = 50;

/** The radio choices, in order: the presets, then 'Other amount', then 'I will type it in my bank app'. */
export function amountChoices(words: DonateWords): {value: AmountOption; label: string}[] {
  return [
    ...DONATION_PRESETS.map((amount) => ({value: amount, label: `$${amount}`})),
    {value: 'other', label: words('otherAmount')},
    {value: 'any', label: words('anyAmountChoice')},
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

/** The message for a typed amount, once something is typed; null when it is fine or empty. */
export function typedAmountError(option: AmountOption, typed: string, words: DonateWords): string | null {
  if (option !== 'other' || typed.trim() === '') return null;
  const check = checkDonationAmount(typed);
  return check.ok ? null : words(check.problem);
}

const qrAmount = (cents: number | undefined, words: DonateWords): string =>
  cents === undefined ? words('anyAmount') : formatCents(cents);

/** The QR's text alternative, e.g. 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A'. */
export function qrLabel(
  paynow: PublicConfig['paynow'],
  cents: number | undefined,
  words: DonateWords,
): string {
  return words('qrLabel', {amount: qrAmount(cents, words), merchant: paynow.merchantName, uen: paynow.uen});
}

/** A pledge's QR text alternative: {@link qrLabel} and ', reference NARD-7KQM-3XWA'. */
export function pledgeQrLabel(
  paynow: PublicConfig['paynow'],
  cents: number,
  reference: string,
  words: DonateWords,
): string {
  return words('pledgeQrLabel', {
    amount: qrAmount(cents, words),
    merchant: paynow.merchantName,
    uen: paynow.uen,
    reference,
  });
}

/** With cents: a fixed amount. Without: the donor types the amount in the bank app. */
export function donationPayload(paynow: PublicConfig['paynow'], cents: number | undefined): string {
  return buildPayNowPayload({
    uen: paynow.uen,
    merchantName: paynow.merchantName,
    merchantCity: paynow.merchantCity,
    amount: cents === undefined ? undefined : cents / 100,
    editable: cents === undefined,
  });
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * 'Credit Card, Google Pay and Apple Pay' from a list of method names, in `language`: the English keeps the
 * form the spec fixes; the others are joined as their language joins a list (Intl).
 * @example listWords(['Credit Card', 'Google Pay', 'Apple Pay'], 'en') // 'Credit Card, Google Pay and Apple Pay'
 */
export function listWords(words: readonly string[], language: FormatLanguage): string {
  if (language === 'en' || language === 'pseudo') {
    return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  }
  const tag = LANGUAGE_TAGS[language];
  let format = listFormats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, {type: 'conjunction'});
    listFormats.set(tag, format);
  }
  return format.format(words);
}
