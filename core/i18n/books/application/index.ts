import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The application form's fields (also in the profile's correction form), prompts, regions and button. */
export const applicationBook = /* @__PURE__ */ defineBook('application', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
