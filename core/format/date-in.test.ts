import {expect, it} from 'vitest';
import {formatDateIn} from './date-in.ts';
import {formatLongDate} from './long-date.ts';
import {formatUsDate} from './us-date.ts';

it.each([
  ['en-SG', formatUsDate, '3/5/2026'],
  ['en', formatLongDate, '5 March 2026'],
  ['zh-Hans-SG', formatLongDate, '2026年3月5日'],
  ['ms-SG', formatLongDate, '5 Mac 2026'],
  ['ta-SG', formatLongDate, '5 மார்ச், 2026'],
] as const)('%s', (tag, english, expected) => {
  expect(formatDateIn(tag, '2026-03-05', english)).toBe(expected);
});

it('leaves what is not a calendar date as it is', () => {
  expect(formatDateIn('zh-Hans-SG', '2026-02-30', formatLongDate)).toBe('2026-02-30');
});
