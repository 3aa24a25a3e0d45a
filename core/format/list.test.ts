import {describe, expect, it} from 'vitest';
import {listInLanguage} from './list.ts';

const TAGS = {en: 'en-SG', zh: 'zh-Hans-SG', ms: 'ms-SG', ta: 'ta-SG'} as const;
const WORDS = ['Credit Card', 'Google Pay', 'Apple Pay', 'PayNow'];

describe('listInLanguage', () => {
  for (const [language, tag] of Object.entries(TAGS) as [keyof typeof TAGS, string][]) {
    it(`joins 0 to 4 words as Intl.ListFormat does in ${tag}`, () => {
      const intl = new Intl.ListFormat(tag, {type: 'conjunction'});
      for (let count = 0; count <= WORDS.length; count++) {
        const words = WORDS.slice(0, count);
        expect(listInLanguage(words, language)).toBe(intl.format(words));
      }
    });
  }

  it('reads as the examples say', () => {
    expect(listInLanguage(['Credit Card', 'Google Pay', 'Apple Pay'], 'en')).toBe(
      'Credit Card, Google Pay and Apple Pay',
    );
    expect(listInLanguage(['信用卡', 'Google Pay'], 'zh')).toBe('信用卡和Google Pay');
  });
});
