import {MESSAGES} from '../../../messages/messages.ts';
import {defineBook} from '../../book.ts';

/** Toasts and statuses (core/messages MESSAGES, whose English SPEC fixes), shared by the site, widgets and server. */
export const messagesBook = /* @__PURE__ */ defineBook('messages', MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
