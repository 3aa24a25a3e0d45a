// The words the donate functions make their sentences with: core/i18n's donate book, in the reader's language.
import type {BookKey, donateBook, Words} from '../i18n/index.ts';

/**
 * The donate book's words in one language; the widgets and the pledge mail pass English for now.
 * @example const words: DonateWords = wordsIn(donateBook, 'en');
 */
export type DonateWords = Words<BookKey<typeof donateBook>>;
