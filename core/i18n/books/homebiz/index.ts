import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The NardHomeBiz page (/nard-homebiz): what the app does, what its users say, and the store badges. */
export const homebizBook = /* @__PURE__ */ defineBook('homebiz', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
