// What the donate section and <nard-donate> both show, decided once: the headings, the amount choices
// (same order, same default), the QR's text alternative, the copy messages and the note for payment
// methods that are not set up. The two views only draw it.
import type {PublicConfig} from '../data/index.ts';
import {formatCents} from '../format/index.ts';
import {checkDonationAmount, DONATION_PRESETS} from './amount.ts';
import {buildPayNowPayload} from './paynow-payload.ts';

/** A preset in dollars, 'other' (the donor types it) or 'any' (typed later in the bank app). */
export type AmountOption = number | 'any' | 'other';

/** The choice selected when the panel opens. */
export const DEFAULT_AMOUNT_OPTION: AmountOption = 50;

/** The fixed words of the donate panel. */
export const DONATE_WORDS = {
  title: 'Donate',
  /** On a partner's page the heading also names who receives the gift. */
  embeddedTitle: 'Donate to the Nard Foundation',
  intro: 'There is no minimum gift. Choose the way that suits you best.',
  paynowTitle: 'PayNow',
  bankTitle: 'Bank transfer',
  onlineTitle: 'Card, Google Pay or Apple Pay',
  chooseAmount: 'Choose an amount',
  ownAmount: 'Your amount in Singapore dollars',
  ownAmountExample: 'For example 25.50',
  typeAmountFirst: 'Type an amount above to see the QR code.',
  copy: 'Copy Account Details',
  copied: 'Account details copied. Paste them into your banking app.',
  copyFailed: 'Sorry, we could not copy. Please select the details and copy them yourself.',
  scanHint: 'Scan with your banking app. Or choose PayNow to a UEN and enter',
  payBy: (method: string) => `Pay by ${method}`,
  notSetUp: (methods: string) => `Paying by ${methods} on this website is not set up yet.`,
  useOtherWays: 'Please give by PayNow or bank transfer for now. Both reach us just the same.',
  loading: 'Loading the ways to give…',
  giveNow: 'Give now',
  loadingGiveNow: 'Loading the gift form…',
  failed: 'Sorry, we could not load our payment details just now. Please try again.',
} as const;

/** The radio choices, in order: the presets, then 'Other amount', then 'I will type it in my bank app'. */
export function amountChoices(): {value: AmountOption; label: string}[] {
  return [
    ...DONATION_PRESETS.map((amount) => ({value: amount, label: `$${amount}`})),
    {value: 'other', label: 'Other amount'},
    {value: 'any', label: 'I will type it in my bank app'},
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
export function typedAmountError(option: AmountOption, typed: string): string | null {
  if (option !== 'other' || typed.trim() === '') return null;
  const check = checkDonationAmount(typed);
  return check.ok ? null : check.message;
}

/** The QR's text alternative, e.g. 'PayNow QR code: $50 to NARD FOUNDATION LTD, UEN 202400000A'. */
export function qrLabel(paynow: PublicConfig['paynow'], cents: number | undefined): string {
  const amount = cents === undefined ? 'any amount' : formatCents(cents);
  return `PayNow QR code: ${amount} to ${paynow.merchantName}, UEN ${paynow.uen}`;
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

/** 'Credit Card, Google Pay and Apple Pay' from a list of method names. */
export function listWords(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
