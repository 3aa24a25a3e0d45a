import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The mails about a gift: how to pay a pledge, and the receipt's covering mail. */
export const mailsGiftsBook = /* @__PURE__ */ defineBook('mails-gifts', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
