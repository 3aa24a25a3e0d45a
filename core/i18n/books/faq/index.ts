import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The FAQ page (/faq): its heading, the 23 questions with their answers, and the way to mail a question. */
export const faqBook = /* @__PURE__ */ defineBook('faq', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
