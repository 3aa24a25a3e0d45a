import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The donate section and <nard-donate>: PayNow, bank transfer, paying online, "Give now" and the pledge mail. */
export const donateBook = /* @__PURE__ */ defineBook('donate', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
