// The one text rule for every field we store or mail: no control characters (C0, DEL, C1), no lone
// surrogates, no invisible format characters or noncharacters (ZWNJ and ZWJ allowed), and line breaks only
// where a field is meant to hold several lines.
import {FIELD_MESSAGES} from '../messages/messages.ts';

// With the u flag, a surrogate range matches only a half that has no partner.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// \p{Cc} is C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F); U+2028/U+2029 break lines in many readers.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
// Multi-line fields may keep tabs and new lines (CR, LF, CRLF); nothing else from the set above.
const CONTROL_BUT_LINES = /[\p{Cc}\u2028\u2029](?<![\t\n\r])/u;
// Invisible format characters (\p{Cf}: bidi overrides like U+202E, U+200B, U+FEFF, soft hyphen, tag
// characters U+E0000-E007F) and noncharacters (U+FDD0-FDEF, U+FFFE/U+FFFF in every plane). ZWNJ U+200C and
// ZWJ U+200D stay: Tamil and other scripts need them to shape words, and emoji sequences join with ZWJ.
const INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\p{Noncharacter_Code_Point}]/u;

/** Whether a field holds one line (names, e-mails...) or several (a message, a description). */
export type TextShape = 'single-line' | 'multi-line';

/**
 * The one message for a value the rule refuses, or undefined when the text is acceptable.
 *
 * @example
 * plainTextProblem('Ana\nTan', 'single-line'); // FIELD_MESSAGES.textCharacters
 * plainTextProblem('Hello,\nAna', 'multi-line'); // undefined
 */
export function plainTextProblem(value: string, shape: TextShape): string | undefined {
  if (LONE_SURROGATE.test(value)) return FIELD_MESSAGES.textCharacters;
  if (INVISIBLE.test(value)) return FIELD_MESSAGES.textCharacters;
  const forbidden = shape === 'multi-line' ? CONTROL_BUT_LINES : CONTROL;
  return forbidden.test(value) ? FIELD_MESSAGES.textCharacters : undefined;
}

/**
 * The first character the rule refuses, written U+XXXX so a person can find it in a file that shows
 * nothing there; undefined when the text is acceptable.
 *
 * @example
 * refusedCharacter('NARD-7KQM\u202E-3XWA', 'single-line'); // 'U+202E'
 */
export function refusedCharacter(value: string, shape: TextShape): string | undefined {
  if (plainTextProblem(value, shape) === undefined) return undefined;
  // Each character on its own, to name the first one refused.
  for (const character of value) {
    if (plainTextProblem(character, shape) !== undefined) {
      return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return undefined;
}
