import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The contributions page and <nard-contributions>: story, ledgers, figures and audit reports. */
export const contributionsBook = /* @__PURE__ */ defineBook('contributions', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
