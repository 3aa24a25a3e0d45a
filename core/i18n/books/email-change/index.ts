import {EMAIL_CHANGE_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** Changing one's e-mail address (core/rules EMAIL_CHANGE_MESSAGES): the profile and the API. */
export const emailChangeBook = /* @__PURE__ */ defineBook('email-change', EMAIL_CHANGE_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
