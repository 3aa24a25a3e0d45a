import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fontRuns} from './pdf-fonts.ts';

// Each run as its text and the font file's name, e.g. ['Tan ', 'noto-sans-latin-400-normal.woff'].
function runs(text: string, weight: 400 | 700 = 400): [string, string, boolean][] {
  return fontRuns(text, weight).map((run) => [run.text, path.basename(run.font), run.reordered]);
}

describe('fontRuns', () => {
  it.each([
    ['Tan Ah Kow', [['Tan Ah Kow', 'noto-sans-latin-400-normal.woff', false]]],
    ['Zoë Ng', [['Zoë Ng', 'noto-sans-latin-400-normal.woff', false]]],
    [
      'Łukasz',
      [
        ['Ł', 'noto-sans-latin-ext-400-normal.woff', false],
        ['ukasz', 'noto-sans-latin-400-normal.woff', false],
      ],
    ],
  ] as const)('draws %j in Noto Sans, slice by slice', (text, expected) => {
    expect(runs(text)).toEqual(expected);
  });

  it('draws Tamil in Noto Sans Tamil, word by word, marked as drawn out of reading order', () => {
    expect(runs('முருகன் செல்வம்')).toEqual([
      ['முருகன்', 'noto-sans-tamil-tamil-400-normal.woff', true],
      [' ', 'noto-sans-latin-400-normal.woff', false],
      ['செல்வம்', 'noto-sans-tamil-tamil-400-normal.woff', true],
    ]);
  });

  it('draws each Chinese character from the Noto Sans SC slice that holds it', () => {
    const chinese = runs('Tan 陈慧玲', 700);
    expect(chinese[0]).toEqual(['Tan ', 'noto-sans-latin-700-normal.woff', false]);
    expect(
      chinese
        .slice(1)
        .map(([text]) => text)
        .join(''),
    ).toBe('陈慧玲');
    for (const [, file] of chinese.slice(1)) expect(file).toMatch(/^noto-sans-sc-\d+-700-normal\.woff$/);
  });

  it('keeps a character no font has in Noto Sans, which shows a box for it', () => {
    expect(runs('\u{10FFFD}')).toEqual([['\u{10FFFD}', 'noto-sans-latin-400-normal.woff', false]]);
  });

  it('gives nothing for no text', () => {
    expect(runs('')).toEqual([]);
  });
});
