// Texts made in English where no language is known (the rules' messages, the server's answers to a
// client that sent none) are translated where they are shown: the English text is the message's id, as
// in gettext. Only books whose English is a fixed set of whole sentences take part.
import {type Book, type FormatLanguage, wordsIn} from '../i18n/index.ts';

const indexes = new WeakMap<readonly Book<string>[], Map<string, {book: Book<string>; key: string}>>();

function indexOf(books: readonly Book<string>[]) {
  let index = indexes.get(books);
  if (!index) {
    index = new Map();
    for (const book of books) {
      for (const [key, message] of Object.entries(book.messagesIn('en') ?? {})) {
        if (typeof message === 'string' && !index.has(message)) index.set(message, {book, key});
      }
    }
    indexes.set(books, index);
  }
  return index;
}

/**
 * `text` in `language` when it is one of the books' English sentences and the book is loaded in that
 * language; otherwise `text` itself (already translated, or someone's own words).
 *
 * @example
 * translateKnownEnglish('Full Name is required', 'zh', [fieldsBook]); // '请填写全名'
 */
export function translateKnownEnglish(
  text: string,
  language: FormatLanguage,
  books: readonly Book<string>[],
): string {
  if (language === 'en') return text;
  const found = indexOf(books).get(text);
  if (!found?.book.messagesIn(language === 'pseudo' ? 'en' : language)) return text;
  return wordsIn(found.book, language)(found.key);
}
