// A book: one part of the catalogue (a page's words, the forms' words...), English always at hand and the
// other languages loaded on demand, so a page or a widget carries only the words it shows.
import type {Language} from './languages.ts';
import {
  type FormatLanguage,
  formatMessage,
  formatRichMessage,
  type Message,
  type MessageArgs,
  type Part,
  type TagRenderers,
} from './message.ts';

/** The languages a book loads on demand (English is bundled with the code that uses it). */
export type OtherLanguage = Exclude<Language, 'en'>;

/** A translation: every key of the English, no other. */
export type Translation<English> = Readonly<Record<keyof English, string>>;

/** One part of the catalogue. Make one with {@link defineBook}. */
export type Book<K extends string> = {
  readonly name: string;
  /** The English as given: ICU source on the server and at build time, compiled in a browser bundle. */
  readonly english: Readonly<Record<K, string>>;
  /** Loads the words in `language`; resolves at once for English or when already loaded. */
  load(language: Language): Promise<void>;
  /** The compiled words in `language`, or undefined before {@link Book.load}. */
  messagesIn(language: Language): Readonly<Record<K, Message>> | undefined;
};

/** The keys of a book. */
export type BookKey<B> = B extends Book<infer K> ? K : never;

/** The words of one book in one language, as a function of the key. */
export type Words<K extends string> = {
  (key: K, args?: MessageArgs): string;
  /** A message with tags (`<link>contributions page</link>`), each made by `tags`. */
  rich<T>(key: K, tags: TagRenderers<T>, args?: MessageArgs): (string | T)[];
  readonly language: FormatLanguage;
};

type RawOrCompiled = Readonly<Record<string, unknown>>;

/** The key the build adds to a compiled translation file; raw files (the server's) have none. */
export const COMPILED_MARK = '\u0000compiled';

let compiler: ((icu: string) => Message) | undefined;

/** The server installs the ICU compiler (core/icu); in a browser the build has compiled every book. */
export function installMessageCompiler(compile: (icu: string) => Message): void {
  compiler = compile;
}

// ICU syntax that needs compiling; plain text without it is already a compiled message.
const ICU_SYNTAX = /[{}<]/;
// Text with `{name}` places and nothing else (core's English sentences, which are no book file the build
// compiles): simple enough to compile here.
const TEMPLATE = /^(?:[^{}<]|\{\w+\})*$/;

function compileTemplate(template: string): Message {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, index): Part => (index % 2 ? [piece] : piece))
    .filter((part) => part !== '');
}

function compiled(name: string, words: RawOrCompiled): Record<string, Message> {
  const out: Record<string, Message> = {};
  const isCompiled = Object.hasOwn(words, COMPILED_MARK);
  for (const [key, value] of Object.entries(words)) {
    if (key === COMPILED_MARK) continue;
    if (isCompiled) out[key] = value as Message;
    else if (compiler) out[key] = compiler(value as string);
    else if (!ICU_SYNTAX.test(value as string)) out[key] = value as string;
    else if (TEMPLATE.test(value as string)) out[key] = compileTemplate(value as string);
    else throw new Error(`The ${name} words are not compiled: import core/icu before formatting "${key}".`);
  }
  return out;
}

const books = new Set<Book<string>>();

/**
 * Defines a book from its English file and a loader per other language (dynamic imports, so each becomes
 * its own chunk). Every book defined in a bundle is known to {@link loadBooks}.
 *
 * @example
 * export const homeBook = defineBook('home', home, {zh: () => import('./zh.ts'), ms: ..., ta: ...});
 */
export function defineBook<K extends string>(
  name: string,
  english: Readonly<Record<K, string>>,
  loaders: Readonly<Record<OtherLanguage, () => Promise<{default: Translation<Record<K, string>>}>>>,
): Book<K> {
  const loaded = new Map<Language, Record<string, Message>>();
  const pending = new Map<Language, Promise<void>>();
  let englishCompiled: Record<string, Message> | undefined;
  const book: Book<K> = {
    name,
    english,
    load(language) {
      if (language === 'en' || loaded.has(language)) return Promise.resolve();
      let loading = pending.get(language);
      if (!loading) {
        loading = loaders[language]().then((module) => {
          loaded.set(language, compiled(`${name} (${language})`, module.default));
        });
        pending.set(language, loading);
        // A failed load (offline) may be tried again by the next render.
        loading.catch(() => pending.delete(language));
      }
      return loading;
    },
    messagesIn(language) {
      if (language === 'en') {
        englishCompiled ??= compiled(name, english);
        return englishCompiled as Record<K, Message>;
      }
      return loaded.get(language) as Record<K, Message> | undefined;
    },
  };
  books.add(book as Book<string>);
  return book;
}

/** Loads every book this bundle has defined so far in `language` (before a page renders in it). */
export function loadBooks(language: Language): Promise<void> {
  return Promise.all([...books].map((book) => book.load(language))).then(() => undefined);
}

/**
 * The words of `book` in `language`. The book must be loaded in that language: nothing falls back to English.
 *
 * @example
 * const words = wordsIn(homeBook, 'ta');
 * words('heroLead');
 */
export function wordsIn<K extends string>(book: Book<K>, language: FormatLanguage): Words<K> {
  const messages = book.messagesIn(language === 'pseudo' ? 'en' : language);
  if (!messages) throw new Error(`The ${book.name} words in ${language} are not loaded.`);
  const words = (key: K, args?: MessageArgs) => formatMessage(messages[key], language, args);
  words.rich = <T>(key: K, tags: TagRenderers<T>, args?: MessageArgs) =>
    formatRichMessage(messages[key], language, args, tags);
  words.language = language;
  return words;
}
