import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The password reset: the e-mail, the 4-digit code, the new password. */
export const passwordResetBook = /* @__PURE__ */ defineBook('password-reset', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
