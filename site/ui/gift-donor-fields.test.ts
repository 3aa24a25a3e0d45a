import {describe, expect, it} from 'vitest';
import {ANCHOR_PROJECTS, GENERAL_FUND} from '../../core/content/index.ts';
import {PLEDGE_FORM_WORDS} from '../../core/donate/index.ts';
import {uiAccountBook, wordsIn} from '../../core/i18n/index.ts';
import {giftProjectTitleIn} from './gift-donor-fields.tsx';

// The site's English must stay core's words: the widget shows those, and the consent is a dated notice.
describe('the gift donor fields in English', () => {
  const words = wordsIn(uiAccountBook, 'en');
  it.each([
    ['giftProject', PLEDGE_FORM_WORDS.project],
    ['giftName', PLEDGE_FORM_WORDS.name],
    ['giftShowName', PLEDGE_FORM_WORDS.showName],
    ['giftEmail', PLEDGE_FORM_WORDS.email],
    ['giftDeduction', PLEDGE_FORM_WORDS.wantsDeduction],
    ['giftDeductionHint', PLEDGE_FORM_WORDS.deductionHint],
    ['giftIdType', PLEDGE_FORM_WORDS.idType],
    ['giftIdNric', PLEDGE_FORM_WORDS.idTypes.NRIC],
    ['giftIdFin', PLEDGE_FORM_WORDS.idTypes.FIN],
    ['giftIdUen', PLEDGE_FORM_WORDS.idTypes.UEN],
    ['giftIdNumber', PLEDGE_FORM_WORDS.idNumber],
    ['giftIdName', PLEDGE_FORM_WORDS.idName],
    ['giftConsent', PLEDGE_FORM_WORDS.consent],
  ] as const)("%s is core's words", (key, english) => {
    expect(words(key)).toBe(english);
  });

  it('names every gift destination as core does', () => {
    for (const project of [GENERAL_FUND, ...ANCHOR_PROJECTS]) {
      expect(giftProjectTitleIn(project.id, 'unknown')).toBe(project.title);
    }
    expect(giftProjectTitleIn('toString', 'As given')).toBe('As given');
  });
});
