// The donate words in English alone, for the partner widgets until they take a language. The book
// (donateBook) also loads its translations, and a widget's one-file bundle inlines every one of them.
// Bundled code only: the build compiles en.ts (the server reads books through wordsIn and its compiler).
import english from '../i18n/books/donate/en.ts';
import {type Book, wordsIn} from '../i18n/index.ts';
import type {DonateWords} from './donate-words.ts';

const englishOnly: Book<keyof typeof english> = {
  name: 'donate (English alone)',
  load: (language) =>
    language === 'en' ? Promise.resolve() : Promise.reject(new Error(`No ${language} words here.`)),
  messagesIn: (language) => (language === 'en' ? english : undefined),
};

/**
 * The donate book's English, without its other languages.
 * @example amountChoices(englishDonateWords)[3].label // 'Other amount'
 */
export const englishDonateWords: DonateWords = /* @__PURE__ */ wordsIn(englishOnly, 'en');
