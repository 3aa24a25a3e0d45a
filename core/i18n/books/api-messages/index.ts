import {defineBook} from '../../book.ts';
import en from './en.ts';

/** The API's own sentences in English, as the server writes them; answers translate them on the way out. */
export const API_MESSAGES = en;

/** The API's own sentences a person reads: refusals, confirmations and waits. */
export const apiMessagesBook = /* @__PURE__ */ defineBook('api-messages', en, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
