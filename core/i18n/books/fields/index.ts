import {FIELD_MESSAGES} from '../../../messages/messages.ts';
import {defineBook} from '../../book.ts';

/** What the rules say about a field (core/messages FIELD_MESSAGES), on the site, in the widgets and from the API. */
export const fieldsBook = /* @__PURE__ */ defineBook('fields', FIELD_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
