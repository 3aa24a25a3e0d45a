import {TWO_STEP_MESSAGES} from '../../../messages/rule-messages.ts';
import {defineBook} from '../../book.ts';

/** What the second step of signing in says (core/rules TWO_STEP_MESSAGES): log-in, profile and the API. */
export const twoStepMessagesBook = /* @__PURE__ */ defineBook('two-step-messages', TWO_STEP_MESSAGES, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
