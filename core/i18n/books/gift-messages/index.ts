import {GIFT_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** What the pledge form's rules say (core/rules GIFT_MESSAGES): site, donate widget and the API. */
export const giftMessagesBook = /* @__PURE__ */ defineBook('gift-messages', GIFT_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
