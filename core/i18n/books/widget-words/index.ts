import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The widgets' own English, as they show it (each sentence is also its id in a language part). */
export const WIDGET_WORDS = en;

/** Words only the partner widgets show; their language parts are built from every book (widgets/build). */
export const widgetsBook = /* @__PURE__ */ defineBook('widget-words', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
