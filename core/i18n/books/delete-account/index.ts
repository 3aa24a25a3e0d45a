import {DELETE_ACCOUNT_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** Deleting one's own account (core/rules DELETE_ACCOUNT_MESSAGES): the profile and the API. */
export const deleteAccountBook = /* @__PURE__ */ defineBook('delete-account', DELETE_ACCOUNT_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
