// The three headline slogans of the home page, as keys of the home book, in the order they rotate.
import {homeBook, wordsIn} from '../../../core/i18n/index.ts';

export const SLOGAN_KEYS = ['sloganSkills', 'sloganSecondChance', 'sloganGrowTogether'] as const;

/** The slogans in English (what the tests read). */
export const SLOGANS = /* @__PURE__ */ SLOGAN_KEYS.map((key) => wordsIn(homeBook, 'en')(key));
