import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The passwords page (/password): what a good password is, how a reset works, how we keep it safe. */
export const passwordBook = /* @__PURE__ */ defineBook('password', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
