import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The mails about a person's account: welcome, address, password, two-step sign-in and deletion. */
export const mailsAccountBook = /* @__PURE__ */ defineBook('mails-account', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
