import {defineBook} from '../../book.ts';
import en from './en.ts';

/** Each route's title and description, for <head> and the tab. */
export const pagesBook = /* @__PURE__ */ defineBook('pages', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
