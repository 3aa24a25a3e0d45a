// The language an API answer is written in: the one `Accept-Language` names first among our four (the
// site sends its page's), English otherwise. Answers are made in English and their known sentences
// translated on the way out (core/i18n/known-english.ts), so most routes handle no language themselves;
// a sentence with a number or a name in it is worded at its route with `requestWords`.
import type {Context, MiddlewareHandler} from 'hono';
import {
  type Book,
  type Language,
  languageOfHeader,
  loadBooks,
  OTHER_LANGUAGES,
  type Words,
  wordsIn,
} from '../../core/i18n/index.ts';
import {installIcuCompiler} from '../../core/icu/index.ts';
import {ANSWER_BOOKS, MESSAGES, translateKnownEnglish} from '../../core/messages/index.ts';

// The books are read from source here: even English messages with arguments need the compiler.
installIcuCompiler();

// SPEC section 8: clients renew their token when a 401 says exactly these words, in any language.
const PROTOCOL_MESSAGES: ReadonlySet<string> = new Set([MESSAGES.jwtExpired, MESSAGES.invalidAccessToken]);

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

/**
 * `text` in the request's language when it is one of the known English sentences; the token refusals
 * clients act on ('jwt expired', 'Invalid Access Token') stay as SPEC writes them.
 */
export function inRequestLanguage(c: Context, text: string): string {
  const language = requestLanguage(c);
  if (language === 'en' || PROTOCOL_MESSAGES.has(text)) return text;
  c.header('Content-Language', language);
  return translateKnownEnglish(text, language, ANSWER_BOOKS);
}

/**
 * The book's words in the request's language, for a sentence with arguments (a number, a name) that the
 * English lookup cannot translate. `languagesReady` has loaded the books; an app built without it (a test
 * of one route) gets English rather than an error.
 * @example fail(c, 409, requestWords(c, apiMessagesBook)('signupWaiting', {position: 3}))
 */
export function requestWords<K extends string>(c: Context, book: Book<K>): Words<K> {
  const asked = requestLanguage(c);
  const language = asked !== 'en' && book.messagesIn(asked) ? asked : 'en';
  if (language !== 'en') c.header('Content-Language', language);
  return wordsIn(book, language);
}
