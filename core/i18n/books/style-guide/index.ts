import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The style guide (/style-guide): the site's colours, type and components, shown with example words. */
export const styleGuideBook = /* @__PURE__ */ defineBook('style-guide', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
