import {describe, expect, it} from 'vitest';
import {languageOfHeader, languageOfTags} from './languages.ts';

describe('languageOfHeader', () => {
  it.each([
    {header: undefined, language: 'en'},
    {header: '', language: 'en'},
    {header: 'fr-FR,fr;q=0.9', language: 'en'},
    {header: 'zh-CN,zh;q=0.9,en;q=0.8', language: 'zh'},
    {header: 'en;q=0.5, ta-IN;q=0.9', language: 'ta'},
    {header: 'ms-MY', language: 'ms'},
    {header: 'zh-TW,en;q=0.5', language: 'en'},
    {header: 'ta;q=0, ms;q=0.3', language: 'ms'},
    {header: '__proto__, constructor', language: 'en'},
  ])('$header -> $language', ({header, language}) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

describe('languageOfTags', () => {
  it('takes the first of the four in order', () => {
    expect(languageOfTags(['de', 'zh-Hans-SG', 'ta'])).toBe('zh');
    expect(languageOfTags(['de'])).toBeUndefined();
  });
});
