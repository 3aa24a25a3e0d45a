// The words of a mail in its reader's language. Mails also go out with no request around them (reminders,
// the daily clean-up, admin commands), so the catalogue is made ready here, not only by the middleware.
import {type Book, type Language, type Words, wordsIn} from '../../core/i18n/index.ts';
import {prepareLanguages} from '../http/language.ts';

/**
 * The book's words in `language`, once every book is compiled and loaded (at once after the first time).
 * @example const words = await mailWords(accountMailsBook, user.language); words('resetSubject');
 */
export async function mailWords<K extends string>(book: Book<K>, language: Language): Promise<Words<K>> {
  await prepareLanguages();
  return wordsIn(book, language);
}
