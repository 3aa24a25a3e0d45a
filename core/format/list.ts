// Words joined as each language's readers join a list ('A, B and C'), by hand rather than with
// Intl.ListFormat: the first Intl formatter a page builds loads ICU's data, 25-90 ms on this machine's
// Chromium and 137 ms of /contributions' hydration at 4x CPU (decision 038). list.test.ts holds every
// language to Intl.ListFormat's own answer, so the two cannot drift apart.
import type {Language} from '../i18n/languages.ts';

// CLDR's "standard" conjunction patterns for en-SG, zh-Hans-SG, ms-SG and ta-SG.
const JOINS: Record<Language, {between: string; beforeLast: string}> = {
  en: {between: ', ', beforeLast: ' and '},
  zh: {between: '、', beforeLast: '和'},
  ms: {between: ', ', beforeLast: ' dan '},
  ta: {between: ', ', beforeLast: ' மற்றும் '},
};

/**
 * `words` as one list in `language`.
 * @example listInLanguage(['Credit Card', 'Google Pay', 'Apple Pay'], 'en') // 'Credit Card, Google Pay and Apple Pay'
 */
export function listInLanguage(words: readonly string[], language: Language): string {
  if (words.length < 2) return words[0] ?? '';
  const {between, beforeLast} = JOINS[language];
  return `${words.slice(0, -1).join(between)}${beforeLast}${words[words.length - 1]}`;
}
