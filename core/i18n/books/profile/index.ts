import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The profile: details, about you, e-mail, devices, my events, my gifts, your data, delete account. */
export const profileBook = /* @__PURE__ */ defineBook('profile', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
