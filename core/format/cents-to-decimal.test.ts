import {describe, expect, it} from 'vitest';
import {centsToDecimal} from './cents-to-decimal.ts';

describe('centsToDecimal', () => {
  it.each([
    {cents: 0, out: '0.00'},
    {cents: 5, out: '0.05'},
    {cents: 123450, out: '1234.50'},
    {cents: -250, out: '-2.50'},
  ])('$cents -> $out', ({cents, out}) => {
    expect(centsToDecimal(cents)).toBe(out);
  });
});
