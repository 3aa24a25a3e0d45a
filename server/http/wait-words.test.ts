import {describe, expect, it} from 'vitest';
import {waitWords} from './wait-words.ts';

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
  });
});
