import {PASSKEY_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** What passkey ceremonies say (core/rules PASSKEY_MESSAGES): log-in, profile, console and the API. */
export const passkeyMessagesBook = /* @__PURE__ */ defineBook('passkey-messages', PASSKEY_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
