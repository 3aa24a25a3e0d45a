// The words of a mail in its reader's language. Mails also go out with no request around them (reminders,
// the daily clean-up, admin commands), so the catalogue is made ready here, not only by the middleware.
import {type Book, type Language, type Words, wordsIn} from '../../core/i18n/index.ts';
import {prepareLanguages} from '../http/language.ts';

/**
 * The book's words in `language`, once every book is loaded in the other languages (at once after the first).
 * @example const words = await mailWords(accountMailsBook, user.language); words('resetSubject');
 */
export async function mailWords<K extends string>(book: Book<K>, language: Language): Promise<Words<K>> {
  // English is bundled and compiles on first use (language.ts installs the compiler): nothing to wait for.
  if (language !== 'en') await prepareLanguages();
  return wordsIn(book, language);
}
