// The catalogue's runtime: the four languages, books of compiled ICU messages, and their formatting.
export {
  type Book,
  type BookKey,
  COMPILED_MARK,
  defineBook,
  installMessageCompiler,
  loadBooks,
  type OtherLanguage,
  type Translation,
  type Words,
  wordsIn,
} from './book.ts';
// The books, one per part of the product (core/i18n/books/<book>/).
export {layoutBook} from './books/layout/index.ts';
export {pagesBook} from './books/pages/index.ts';
export {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  languageOfHeader,
  languageOfTags,
} from './languages.ts';
export {
  type FormatLanguage,
  formatMessage,
  formatRichMessage,
  type Message,
  type MessageArgs,
  type Part,
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  type TagRenderers,
} from './message.ts';
