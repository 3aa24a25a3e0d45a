import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The contact page (/contact-us): how to reach us, our hours, and the contact form's labels and hints. */
export const contactBook = /* @__PURE__ */ defineBook('contact', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
