// The compiled form of an ICU message and the one function that fills it in. The build (and the server,
// when it loads a book) turns each ICU text into this form, so no message parser runs in a browser.
import {groupedWhole} from '../format/index.ts';
import {LANGUAGE_TAGS, type Language} from './languages.ts';

/**
 * A compiled message: the text itself when it has no ICU syntax, else a list of parts. A part is literal
 * text, `[name]` (an argument), `['#']` (the number of the nearest plural), `[name, 'plural', cases]`,
 * `[name, 'select', cases]` or `[name, 'tag', parts]` (rich text: `<link>contributions page</link>`).
 */
export type Message = string | readonly Part[];

/** One part of a compiled {@link Message}. */
export type Part =
  | string
  | readonly [name: string]
  | readonly [name: string, kind: 'plural' | 'select', cases: Readonly<Record<string, readonly Part[]>>]
  | readonly [name: string, kind: 'tag', children: readonly Part[]];

/** The values a message's arguments take. Numbers are formatted for the language. */
export type MessageArgs = Readonly<Record<string, string | number>>;

/** What a rich message's tags become: a function of the tag's content (an element, a string...). */
export type TagRenderers<T> = Readonly<Record<string, (children: (string | T)[]) => T>>;

/** The language a message is formatted in; `pseudo` is English marked for the untranslated-text check. */
export type FormatLanguage = Language | 'pseudo';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function tagOf(language: FormatLanguage): string {
  return language === 'pseudo' ? LANGUAGE_TAGS.en : LANGUAGE_TAGS[language];
}

// Whole numbers (counts, years) are grouped by hand, as all four languages write them: a page's first Intl
// formatter loads ICU's data (decision 038). Fractions still go through Intl.
function formatNumber(value: number, language: FormatLanguage): string {
  const whole = groupedWhole(value);
  if (whole !== undefined) return whole;
  const tag = tagOf(language);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return format.format(value);
}

function pluralCase(
  value: number,
  language: FormatLanguage,
  cases: Readonly<Record<string, unknown>>,
): string {
  if (Object.hasOwn(cases, `=${value}`)) return `=${value}`;
  const tag = tagOf(language);
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  const category = rules.select(value);
  return Object.hasOwn(cases, category) ? category : 'other';
}

/** Marks literal text in the pseudo-language, so a check can tell catalogue text from text that is not. */
export const PSEUDO_OPEN = '⟦';
/** See {@link PSEUDO_OPEN}. */
export const PSEUDO_CLOSE = '⟧';

function argument(args: MessageArgs | undefined, name: string): string | number {
  const value = args?.[name];
  if (value === undefined) throw new Error(`The message needs a value for {${name}}.`);
  return value;
}

function fill<T>(
  parts: readonly Part[],
  language: FormatLanguage,
  args: MessageArgs | undefined,
  tags: TagRenderers<T> | undefined,
  hash: number | undefined,
  out: (string | T)[],
): void {
  for (const part of parts) {
    if (typeof part === 'string') {
      out.push(language === 'pseudo' ? PSEUDO_OPEN + part + PSEUDO_CLOSE : part);
      continue;
    }
    const name = part[0];
    if (part.length === 1) {
      const value = name === '#' ? (hash ?? 0) : argument(args, name);
      out.push(typeof value === 'number' ? formatNumber(value, language) : value);
    } else if (part[1] === 'tag') {
      const children: (string | T)[] = [];
      fill(part[2], language, args, tags, hash, children);
      const render = tags?.[name];
      if (!render) throw new Error(`The message needs a renderer for <${name}>.`);
      out.push(render(children));
    } else {
      const [, kind, cases] = part;
      const value = argument(args, name);
      const key = kind === 'plural' ? pluralCase(Number(value), language, cases) : String(value);
      const chosen = cases[Object.hasOwn(cases, key) ? key : 'other'] ?? [];
      fill(chosen, language, args, tags, kind === 'plural' ? Number(value) : hash, out);
    }
  }
}

/**
 * Fills in a compiled message as plain text.
 *
 * @example
 * formatMessage([['count', 'plural', {one: [['#'], ' place left'], other: [['#'], ' places left']}]], 'en', {count: 1});
 * // '1 place left'
 */
export function formatMessage(message: Message, language: FormatLanguage, args?: MessageArgs): string {
  if (typeof message === 'string')
    return language === 'pseudo' ? PSEUDO_OPEN + message + PSEUDO_CLOSE : message;
  const out: (string | never)[] = [];
  fill<never>(message, language, args, undefined, undefined, out);
  return out.join('');
}

/** Fills in a compiled message whose tags become elements (or anything `tags` makes of them). */
export function formatRichMessage<T>(
  message: Message,
  language: FormatLanguage,
  args: MessageArgs | undefined,
  tags: TagRenderers<T>,
): (string | T)[] {
  const out: (string | T)[] = [];
  fill(typeof message === 'string' ? [message] : message, language, args, tags, undefined, out);
  return out;
}
