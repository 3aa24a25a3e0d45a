import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The volunteer and work events tables: columns, places, sign up, waiting list, withdraw. */
export const eventsBook = /* @__PURE__ */ defineBook('events', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
