// Pure rules of the four OTP boxes, kept apart from React so they read (and test) plainly.
import {OTP_LENGTH} from '../../core/rules/index.ts';

/** Four empty boxes. */
export const EMPTY_DIGITS: readonly string[] = Array.from({length: OTP_LENGTH}, () => '');

/** The digit a box should hold after typing: the new one, wherever the caret stood; non-digits are dropped. */
export function typedDigit(previous: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 2 || previous === '') return digits.slice(-1);
  // The box held `previous` and one more digit arrived before or after it.
  return digits.startsWith(previous) ? digits.slice(-1) : digits.slice(0, 1);
}

/** Spreads pasted text over the boxes from `start`, or returns null when it holds no digit. */
export function spreadPaste(digits: readonly string[], start: number, pasted: string): string[] | null {
  const incoming = pasted.replace(/\D/g, '').slice(0, OTP_LENGTH);
  if (incoming === '') return null;
  // A full code always fills every box, wherever it was pasted.
  const from = incoming.length === OTP_LENGTH ? 0 : start;
  const next = [...digits];
  for (let i = 0; i < incoming.length && from + i < OTP_LENGTH; i += 1) next[from + i] = incoming[i]!;
  return next;
}

/** The boxes joined, or null while any is empty. */
export function joinedCode(digits: readonly string[]): string | null {
  return digits.every((digit) => /^\d$/.test(digit)) ? digits.join('') : null;
}
