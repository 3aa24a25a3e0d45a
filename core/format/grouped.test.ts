import {describe, expect, it} from 'vitest';
import {groupedWhole} from './grouped.ts';

const TAGS = ['en-SG', 'zh-Hans-SG', 'ms-SG', 'ta-SG'];
const WHOLE = [0, -0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, -3000, -1_000_000, 2 ** 53 - 1];

describe('groupedWhole', () => {
  for (const tag of TAGS) {
    it(`groups whole numbers as Intl.NumberFormat does in ${tag}`, () => {
      const intl = new Intl.NumberFormat(tag);
      for (const value of WHOLE) expect(groupedWhole(value)).toBe(intl.format(value));
    });
  }

  it('leaves fractions and numbers past 2^53 to Intl', () => {
    expect(groupedWhole(12.5)).toBeUndefined();
    expect(groupedWhole(2 ** 53)).toBeUndefined();
    expect(groupedWhole(Number.NaN)).toBeUndefined();
  });
});
