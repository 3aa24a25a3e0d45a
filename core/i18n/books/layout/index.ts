import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The frame of every page: header, navigation, menus, footer, the language switch. */
export const layoutBook = /* @__PURE__ */ defineBook('layout', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
