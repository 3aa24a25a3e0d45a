import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The announcements page (/announcements): its words, the table's caption and headers, its states. */
export const announcementsBook = /* @__PURE__ */ defineBook('announcements', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
