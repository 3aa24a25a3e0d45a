import {DONATE_WORDS} from '../../../donate/words.ts';
import {defineBook} from '../../book.ts';

/**
 * What the donate section and <nard-donate> both show (core/donate's English, each sentence its own id):
 * PayNow, bank transfer, paying online, the "Give now" form's own sentences and its confirmation.
 */
export const donateBook = /* @__PURE__ */ defineBook('donate', DONATE_WORDS, {
  zh: () => import('./zh.ts'),
  ms: () => import('./ms.ts'),
  ta: () => import('./ta.ts'),
});
