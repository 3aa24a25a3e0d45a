import jsQR from 'jsqr';
import {encode} from 'uqr';
import {describe, expect, it} from 'vitest';
import {encodeQr, encodeQrInSteps} from './qr-encode.ts';

// uqr (a full port of the same reference generator) is the oracle: for byte-mode text at level M the
// module grids must be identical, mask choice included. jsQR then proves a real decoder reads ours.
const texts = [
  'a',
  'Nard Foundation',
  '00020101021226490009SG.PAYNOW010120210202400000A0301104121234567890120052040000530370254035005802SGNARD café',
  'x'.repeat(150),
  'é'.repeat(120),
  'Singapore '.repeat(40),
  'y'.repeat(1200),
];

function decode(modules: boolean[][]): string | undefined {
  const scale = 4;
  const border = 4;
  const width = (modules.length + border * 2) * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          pixels.set([0, 0, 0, 255], (((y + border) * scale + dy) * width + (x + border) * scale + dx) * 4);
        }
      }
    });
  });
  return jsQR(pixels, width, width)?.data;
}

describe('encodeQr', () => {
  it.each(texts.map((text) => ({text, length: text.length})))(
    'matches the reference generator for $length characters',
    ({text}) => {
      expect(encodeQr(text)).toEqual(encode(text, {ecc: 'M', border: 0}).data);
    },
  );

  it.each(texts.slice(0, 5).map((text) => ({text, length: text.length})))(
    'decodes back to the text ($length characters)',
    ({text}) => {
      expect(decode(encodeQr(text))).toBe(text);
    },
  );

  it('refuses text longer than a version 40 code holds', () => {
    expect(() => encodeQr('z'.repeat(2400))).toThrow(RangeError);
  });

  it('yields nine times, after the codewords and after each of the eight masks, for a page to spread over tasks', () => {
    const steps = encodeQrInSteps(texts[2]!);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    expect(yields).toBe(9);
    expect(step.value).toEqual(encodeQr(texts[2]!));
  });
});
