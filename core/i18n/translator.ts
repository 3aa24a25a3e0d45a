// Sentences core makes for both the site and the widgets (a table's caption, '85% funded') are written in
// English, and that English is their id, as in gettext: a view passes a translator, and core asks it for
// each sentence before filling in its `{name}` places. English needs no lookup, so a widget in English
// carries only the sentences it shows; the site makes its translator from a book, a widget from its part.
import type {Book} from './book.ts';
import type {FormatLanguage} from './message.ts';
import {type Message, PSEUDO_CLOSE, PSEUDO_OPEN} from './message.ts';

/** Turns one of core's English sentences (a plain sentence or a `{name}` template) into the reader's language. */
export type Translator = (english: string) => string;

/** English: the sentence itself. */
export const inEnglish: Translator = (english) => english;

const PLACE = /\{(\w+)\}/g;

/**
 * A template's `{name}` places filled in (after translating it).
 * @example fill(t('Contributors to {title}'), {title: 'Nard Urban Farming'})
 */
export function fill(sentence: string, args: Readonly<Record<string, string>>): string {
  return sentence.replace(PLACE, (place, name: string) => args[name] ?? place);
}

/**
 * A sentence cut at its places, so a view can draw a place apart (an amount in bold, a link): text, a
 * place's name, text, a place's name, ... (the text pieces may be empty).
 * @example splitPlaces('Spent {spent}.') // ['Spent ', 'spent', '.']
 */
export function splitPlaces(sentence: string): string[] {
  return sentence.split(/\{(\w+)\}/);
}

/**
 * A sentence in the pseudo-language: each run of its own text marked, its places left to fill, so text
 * split at the places (the totals line's amounts) stays marked.
 * @example pseudoTemplate('Spent {spent}.') // '⟦Spent ⟧{spent}⟦.⟧'
 */
export function pseudoTemplate(english: string): string {
  return english
    .split(/(\{\w+\})/)
    .map((piece, index) => (index % 2 || piece === '' ? piece : PSEUDO_OPEN + piece + PSEUDO_CLOSE))
    .join('');
}

/**
 * A compiled message as the template it came from, when it has only text and `{name}` places; else
 * undefined (plurals and tags are for keyed words, not for core's sentences).
 */
export function templateOf(message: Message): string | undefined {
  if (typeof message === 'string') return message;
  let template = '';
  for (const part of message) {
    if (typeof part === 'string') template += part;
    else if (part.length === 1) template += `{${part[0]}}`;
    else return undefined;
  }
  return template;
}

// The translators already made, per book and language.
const translatorsMade = new WeakMap<Book<string>, Map<FormatLanguage, Translator>>();

/**
 * The translator of one book in `language` (loaded first): each of the book's English sentences becomes
 * its translation; any other text stays as it is. In the pseudo-language a known sentence is marked, so
 * the untranslated-text check sees what passed through the catalogue.
 * @example translatorIn(contributionsBook, 'zh')('Total') // '总计'
 */
export function translatorIn<K extends string>(book: Book<K>, language: FormatLanguage): Translator {
  if (language === 'en') return inEnglish;
  // A page asks on every render; the books do not change while it lives.
  const made = translatorsMade.get(book)?.get(language);
  if (made) return made;
  // The pseudo-language only marks the English, so it needs no translation loaded.
  const messages = language === 'pseudo' ? undefined : book.messagesIn(language);
  if (!messages && language !== 'pseudo')
    throw new Error(`The ${book.name} words in ${language} are not loaded.`);
  const keys = new Map<string, K>();
  for (const [key, english] of Object.entries(book.english) as [K, Message][]) {
    const template = templateOf(english);
    if (template !== undefined) keys.set(template, key);
  }
  const translator: Translator = (english) => {
    const key = keys.get(english);
    if (key === undefined) return english;
    if (!messages) return pseudoTemplate(english);
    return templateOf(messages[key]) ?? english;
  };
  const ofBook = translatorsMade.get(book) ?? new Map<FormatLanguage, Translator>();
  translatorsMade.set(book, ofBook.set(language, translator));
  return translator;
}
