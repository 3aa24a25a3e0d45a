import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The page for a path we do not know (status 404). */
export const notFoundBook = /* @__PURE__ */ defineBook('not-found', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
