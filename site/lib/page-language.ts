// The language of the page being shown. A page never changes language while it lives (the switch loads
// the other language's page), so it is set once: by the browser entry from the path, by the prerender
// for each page it writes (each page has its own copy of this module).
import {
  type Book,
  type FormatLanguage,
  type Language,
  type Translator,
  translatorIn,
  type Words,
  wordsIn,
} from '../../core/i18n/index.ts';

let current: FormatLanguage = 'en';

/** Sets the page's language before anything renders. */
export function setPageLanguage(language: FormatLanguage): void {
  current = language;
}

/** The page's language (`pseudo` only in the untranslated-text check). */
export function pageLanguage(): FormatLanguage {
  return current;
}

/** The page's language for paths, books and `lang` attributes (the pseudo-language reads as English). */
export function pageLanguageCode(): Language {
  return current === 'pseudo' ? 'en' : current;
}

/**
 * The words of `book` in the page's language. The book is loaded before the page renders (the route
 * loader waits for every book its code defines).
 */
export function pageWords<K extends string>(book: Book<K>): Words<K> {
  return wordsIn(book, current);
}

/**
 * The translator of core's English sentences in `book` (core/i18n/translator.ts), in the page's language:
 * for what core makes for the site and the widgets alike (a ledger's caption, '85% funded').
 */
export function pageTranslator<K extends string>(book: Book<K>): Translator {
  return translatorIn(book, current);
}
