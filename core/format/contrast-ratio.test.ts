import {describe, expect, test} from 'vitest';
import {contrastRatio, relativeLuminance} from './contrast-ratio.ts';

describe('contrastRatio', () => {
  // Reference values from the WCAG definition and WebAIM's contrast checker.
  test.each([
    {a: '#000000', b: '#FFFFFF', ratio: 21},
    {a: '#fff', b: '#000', ratio: 21},
    {a: '#777777', b: '#FFFFFF', ratio: 4.48},
    {a: '#767676', b: '#ffffff', ratio: 4.54},
    {a: '#0000FF', b: '#FFFFFF', ratio: 8.59},
    {a: '#FF0000', b: '#FFFFFF', ratio: 4},
    {a: '#123456', b: '#123456', ratio: 1},
  ])('$a on $b is $ratio', ({a, b, ratio}) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  test.each(['', 'fff', '#ff', '#fffff', '#gggggg', 'red', '#ffffff00'])('refuses %o', (colour) => {
    expect(() => relativeLuminance(colour)).toThrow(TypeError);
  });
});
