import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The projects page (cards, coming soon, gallery, partners) and each anchor project's own page. */
export const projectsBook = /* @__PURE__ */ defineBook('projects', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
