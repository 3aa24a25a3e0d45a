// Sentences made in English without a language (the rules' messages, toasts, an answer in English) shown
// in the page's language: the one place the site translates them (core/i18n/known-english.ts).
import {MESSAGE_BOOKS, translateKnownEnglish} from '../../core/i18n/index.ts';
import {pageLanguage} from './page-language.ts';

/** `text` in the page's language when it is a known English sentence; else as it is. */
export function inPageLanguage(text: string): string {
  return translateKnownEnglish(text, pageLanguage(), MESSAGE_BOOKS);
}

/** Each field's message in the page's language. */
export function errorsInPageLanguage<E extends Readonly<Record<string, string>>>(errors: E): E {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, inPageLanguage(text)]),
  ) as E;
}
