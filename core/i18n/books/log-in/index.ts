import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The log-in form and its second step. */
export const logInBook = /* @__PURE__ */ defineBook('log-in', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
