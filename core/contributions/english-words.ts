// The contributions words in English alone, for the partner widgets until they take a language. The book
// (contributionsBook) also loads its translations, and a widget's one-file bundle inlines every one of them.
// Bundled code only: the build compiles en.ts (the server reads books through wordsIn and its compiler).
import english from '../i18n/books/contributions/en.ts';
import {type Book, wordsIn} from '../i18n/index.ts';
import type {ContributionsWords} from './types.ts';

const englishOnly: Book<keyof typeof english> = {
  name: 'contributions (English alone)',
  load: (language) =>
    language === 'en' ? Promise.resolve() : Promise.reject(new Error(`No ${language} words here.`)),
  messagesIn: (language) => (language === 'en' ? english : undefined),
};

/**
 * The contributions book's English, without its other languages.
 * @example contributorColumns(englishContributionsWords)[1].label // 'Contributor'
 */
export const englishContributionsWords: ContributionsWords = /* @__PURE__ */ wordsIn(englishOnly, 'en');
