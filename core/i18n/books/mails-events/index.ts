import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The mails about a person's place at an event, and the calendar file sent with them. */
export const mailsEventsBook = /* @__PURE__ */ defineBook('mails-events', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
