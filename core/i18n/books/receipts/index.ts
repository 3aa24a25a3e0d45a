import {defineBook} from '../../book.ts';
import en from './en.ts';

/** A receipt's words: the English lines of the PDF, and the summary beside them in the donor's language. */
export const receiptsBook = /* @__PURE__ */ defineBook('receipts', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
