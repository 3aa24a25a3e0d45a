import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The shared components' words (site/ui): loading, form parts, passkeys, two-step sign-in, gift fields. */
export const uiBook = /* @__PURE__ */ defineBook('ui', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
