import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The account pages: sign up, Volunteer (Yellow Ribbon), Work For Us, the events pages, privacy, confirm e-mail. */
export const accountsBook = /* @__PURE__ */ defineBook('accounts', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
