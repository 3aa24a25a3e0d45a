import {PROFILE_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** What the profile's own rules say (core/rules PROFILE_MESSAGES): the profile and the API. */
export const profileMessagesBook = /* @__PURE__ */ defineBook('profile-messages', PROFILE_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
