import {CONTRIBUTIONS_WORDS} from '../../../contributions/words.ts';
import {defineBook} from '../../book.ts';

/**
 * What the contributions page and <nard-contributions> both show (core/contributions' English, each
 * sentence its own id): the ledgers, their figures and the audit reports.
 */
export const contributionsBook = /* @__PURE__ */ defineBook('contributions', CONTRIBUTIONS_WORDS, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
