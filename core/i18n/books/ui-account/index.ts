import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The account parts of site/ui (passkeys, two-step, recovery codes, step-up, code boxes, donor fields). */
export const uiAccountBook = /* @__PURE__ */ defineBook('ui-account', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
