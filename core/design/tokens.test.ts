import {describe, expect, test} from 'vitest';
import {contrastRatio} from '../format/index.ts';
import {CONTRAST_PAIRS, tokens} from './tokens.ts';

describe('design tokens', () => {
  test.each(CONTRAST_PAIRS)(
    '$foreground on $background reaches $minimum:1',
    ({foreground, background, minimum}) => {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );

  // These pairs are the ones the brief names; they must stay in the tested list.
  test.each([
    {foreground: 'text', background: 'surface', minimum: 4.5},
    {foreground: 'primary', background: 'accent', minimum: 4.5},
    {foreground: 'onPrimary', background: 'primary', minimum: 4.5},
    {foreground: 'textMuted', background: 'surface', minimum: 4.5},
    {foreground: 'error', background: 'surface', minimum: 4.5},
    {foreground: 'link', background: 'surface', minimum: 4.5},
    {foreground: 'focusRing', background: 'surface', minimum: 3},
  ])('$foreground on $background is a listed pair', (pair) => {
    expect(CONTRAST_PAIRS).toContainEqual(pair);
  });

  test('yellow is never listed as text on a light surface', () => {
    const light = new Set(['surface', 'surfaceAlt', 'surfaceRaised']);
    const yellowOnLight = CONTRAST_PAIRS.filter(
      (pair) => tokens.color[pair.foreground] === tokens.color.accent && light.has(pair.background),
    );
    expect(yellowOnLight).toEqual([]);
    expect(contrastRatio(tokens.color.accent, tokens.color.surface)).toBeLessThan(3);
  });

  test('body text is 18px in the system font stack', () => {
    expect(tokens.font.sizeBody).toBe('18px');
    expect(tokens.font.family.startsWith('system-ui')).toBe(true);
    expect(Number.parseInt(tokens.touchTarget, 10)).toBeGreaterThanOrEqual(44);
  });
});
