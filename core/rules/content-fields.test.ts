import {describe, expect, it} from 'vitest';
import {readDate} from './content-fields.ts';

describe('readDate: the dates a spreadsheet holds, day first (issue 20)', () => {
  it.each([
    ['2026-11-15', '2026-11-15'],
    ['15/11/2026', '2026-11-15'],
    ['5/1/2027', '2027-01-05'],
    ['15 Nov 2026', '2026-11-15'],
    ['15 November 2026', '2026-11-15'],
    ['1 sept 2026', '2026-09-01'],
    ['15-Nov-2026', '2026-11-15'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('%j is %s', (text, iso) => {
    expect(readDate(text)).toBe(iso);
  });

  it.each([
    ['11/15/2026', 'is not a real date'],
    ['31/04/2026', 'is not a real date'],
    ['29/02/2026', 'is not a real date'],
    ['15 Nox 2026', 'must be a date like'],
    ['31-Feb-2026', 'is not a real date'],
    ['2026/11/15', 'must be a date like'],
    ['15.11.2026', 'must be a date like'],
  ])('refuses %j (%s)', (text, words) => {
    expect(() => readDate(text)).toThrow(words);
  });
});
