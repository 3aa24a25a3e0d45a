import {defineBook} from '../../book.ts';
import en from './en.ts';

/** Each route's description, for the prerendered <head> only. */
export const pageDescriptionsBook = /* @__PURE__ */ defineBook('page-descriptions', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
