import {FIGURE_WORDS} from '../../../contributions/words.ts';
import {defineBook} from '../../book.ts';

/** A project's figures ('85% funded', 'Collection - $16,000'): core/contributions' English, on every page. */
export const figuresBook = /* @__PURE__ */ defineBook('figures', FIGURE_WORDS, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
