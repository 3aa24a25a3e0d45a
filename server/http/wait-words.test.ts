import {describe, expect, it} from 'vitest';
import {wordsIn} from '../../core/i18n/index.ts';
import {installIcuCompiler} from '../../core/icu/index.ts';
import {apiMessagesBook} from '../../core/messages/index.ts';
import {waitFor, waitWords} from './wait-words.ts';

installIcuCompiler();
const KEYS = {second: 'waitSeconds', minute: 'waitMinutes', hour: 'waitHours'} as const;

describe('waitWords', () => {
  it.each([
    {seconds: 0, retryAfterSeconds: 1, words: '1 second'},
    {seconds: 0.2, retryAfterSeconds: 1, words: '1 second'},
    {seconds: 45, retryAfterSeconds: 45, words: '45 seconds'},
    {seconds: 60, retryAfterSeconds: 60, words: '1 minute'},
    {seconds: 61, retryAfterSeconds: 120, words: '2 minutes'},
    {seconds: 900, retryAfterSeconds: 900, words: '15 minutes'},
    {seconds: 3599, retryAfterSeconds: 3600, words: '60 minutes'},
    {seconds: 3600, retryAfterSeconds: 3600, words: '1 hour'},
    {seconds: 86_399, retryAfterSeconds: 86_400, words: '24 hours'},
  ])('$seconds s reads "$words" with Retry-After $retryAfterSeconds', ({seconds, ...expected}) => {
    expect(waitWords(seconds)).toEqual(expected);
    // The 429's sentence (api-messages) says the same wait in the same English.
    const {count, unit} = waitFor(seconds);
    expect(wordsIn(apiMessagesBook, 'en')(KEYS[unit], {count})).toBe(
      `Too many tries. Please wait ${expected.words} and try again.`,
    );
  });
});
