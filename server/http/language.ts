// The language an API answer is written in: the one `Accept-Language` names first among our four (the
// site sends its page's), English otherwise. Answers are made in English and their known sentences
// translated on the way out (core/i18n/known-english.ts), so no route handles languages itself.
import type {Context, MiddlewareHandler} from 'hono';
import {
  type Language,
  languageOfHeader,
  loadBooks,
  MESSAGE_BOOKS,
  OTHER_LANGUAGES,
  translateKnownEnglish,
} from '../../core/i18n/index.ts';
import {installIcuCompiler} from '../../core/icu/index.ts';

let ready: Promise<void> | undefined;

/** Compiles the catalogue's books in every language once per process (the server reads their source). */
export function prepareLanguages(): Promise<void> {
  installIcuCompiler();
  ready ??= Promise.all(OTHER_LANGUAGES.map((language) => loadBooks(language))).then(() => undefined);
  return ready;
}

/** The request's language. An English-first header (the commonest) is not parsed further. */
export function requestLanguage(c: Context): Language {
  const header = c.req.header('accept-language');
  if (!header || header.startsWith('en')) return 'en';
  return languageOfHeader(header);
}

/** Waits, once, for the books before the first answer in another language than English. */
export function languagesReady(): MiddlewareHandler {
  const loading = prepareLanguages();
  return async (c, next) => {
    if (requestLanguage(c) !== 'en') await loading;
    await next();
  };
}

/** `text` in the request's language when it is one of the known English sentences. */
export function inRequestLanguage(c: Context, text: string): string {
  const language = requestLanguage(c);
  if (language === 'en') return text;
  c.header('Content-Language', language);
  return translateKnownEnglish(text, language, MESSAGE_BOOKS);
}
