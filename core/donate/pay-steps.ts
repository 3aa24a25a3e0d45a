// PayNow to the UEN by hand, one step a line (issue 56): for a donor who cannot scan (the QR is on the phone
// they would scan it with). The three things typed into the banking app each come with what to copy, so the
// site and <nard-donate> draw the same steps with the same copy buttons.
import type {PublicConfig} from '../content/public-config.ts';
import {centsToDecimal} from '../format/cents-to-decimal.ts';
import {formatCents} from '../format/index.ts';
import {fill, inEnglish, type Translator} from '../i18n/index.ts';
import {DONATE_WORDS} from './words.ts';

/** What a step's place shows in bold, and what its copy button (named `button`) puts on the clipboard. */
export type PayStepValue = {shown: string; copy: string; button: string};

/** One step: its sentence (translated; a copyable step keeps one `{place}` for its value). */
export type PayStep = {sentence: string; value?: PayStepValue};

/**
 * The steps for paying `cents` with `reference` by PayNow to the foundation's UEN, in the translator's words.
 * The amount is copied as a banking app's amount field takes it: digits, no dollar sign, no thousands comma.
 * @example payNowSteps(paynow, 5000, 'NARD-7KQM-3XWA')[2] // {sentence: 'Enter the amount: {amount}.',
 *   value: {shown: '$50', copy: '50', button: 'Copy amount'}}
 */
export function payNowSteps(
  paynow: PublicConfig['paynow'],
  cents: number,
  reference: string,
  t: Translator = inEnglish,
): PayStep[] {
  const amount = centsToDecimal(cents).replace(/\.00$/, '');
  return [
    {sentence: t(DONATE_WORDS.stepOpenApp)},
    {
      sentence: t(DONATE_WORDS.stepUen),
      value: {shown: paynow.uen, copy: paynow.uen, button: t(DONATE_WORDS.copyUen)},
    },
    {
      sentence: t(DONATE_WORDS.stepAmount),
      value: {shown: formatCents(cents), copy: amount, button: t(DONATE_WORDS.copyAmount)},
    },
    {
      sentence: t(DONATE_WORDS.stepReference),
      value: {shown: reference, copy: reference, button: t(DONATE_WORDS.copyReference)},
    },
    {sentence: fill(t(DONATE_WORDS.stepCheckName), {merchant: paynow.merchantName})},
  ];
}
