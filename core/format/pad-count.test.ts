import {expect, test} from 'vitest';
import {padCount} from './pad-count.ts';

test.each([
  {count: 0, text: '00'},
  {count: 5, text: '05'},
  {count: 9, text: '09'},
  {count: 10, text: '10'},
  {count: 12, text: '12'},
  {count: 150, text: '150'},
  {count: 3.7, text: '03'},
  {count: -2, text: '00'},
  {count: Number.NaN, text: '00'},
  {count: Number.POSITIVE_INFINITY, text: '00'},
])('$count -> $text', ({count, text}) => {
  expect(padCount(count)).toBe(text);
});
