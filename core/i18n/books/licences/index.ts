import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The licences page (/licences): its own words; the packages' names and licence texts stay as written. */
export const licencesBook = /* @__PURE__ */ defineBook('licences', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
