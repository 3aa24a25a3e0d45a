import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The /discover page: how the job-skills training works, the courses and the way to apply. */
export const discoverBook = /* @__PURE__ */ defineBook('discover', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
