import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The home page: hero, headline slogans, services, about us, projects, numbers, mission, the two dialogs. */
export const homeBook = /* @__PURE__ */ defineBook('home', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
