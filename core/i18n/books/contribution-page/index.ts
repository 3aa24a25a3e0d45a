import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The contributions page's story, above the donate section and the ledgers. */
export const contributionPageBook = /* @__PURE__ */ defineBook('contribution-page', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
