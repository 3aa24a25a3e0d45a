// Sentences made in English without a language (the rules' messages, toasts, an answer in English) shown
// in the page's language: the one place the site translates them (core/messages). A page in English never
// loads the lookup; a page in another language loads it, with its words, before it renders.
import type {FormatLanguage} from '../../core/i18n/index.ts';
import {pageLanguage} from './page-language.ts';

let translate: ((text: string) => string) | undefined;

/** Loads the known sentences in `language` (nothing for English); the page waits for it before rendering. */
export async function prepareKnownEnglish(language: FormatLanguage): Promise<void> {
  if (language === 'en' || translate) return;
  const {MESSAGE_BOOKS, translateKnownEnglish} = await import('../../core/messages/index.ts');
  if (language !== 'pseudo') await Promise.all(MESSAGE_BOOKS.map((book) => book.load(language)));
  translate = (text) => translateKnownEnglish(text, pageLanguage(), MESSAGE_BOOKS);
}

/** `text` in the page's language when it is a known English sentence; else as it is. */
export function inPageLanguage(text: string): string {
  return translate ? translate(text) : text;
}

/** Each field's message in the page's language. */
export function errorsInPageLanguage<E extends Readonly<Record<string, string>>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, inPageLanguage(text)]),
  ) as E;
}
