import {describe, expect, it} from 'vitest';
import {findGiftReference, isGiftReference, newGiftReference, REFERENCE_ALPHABET} from './gift-reference.ts';

describe('newGiftReference', () => {
  it('is NARD and two groups of four from the alphabet, at most 25 characters', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newGiftReference();
      expect(reference).toMatch(/^NARD-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(reference.length).toBeLessThanOrEqual(25);
      expect(isGiftReference(reference)).toBe(true);
    }
  });

  it('never uses 0, O, 1 or I', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
  });

  it('maps every byte value evenly onto the alphabet', () => {
    const all = (bytes: Uint8Array) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = i * 32 + 31;
    };
    expect(newGiftReference(all)).toBe('NARD-ZZZZ-ZZZZ');
    const zero = (bytes: Uint8Array) => bytes.fill(0);
    expect(newGiftReference(zero)).toBe('NARD-2222-2222');
  });
});

describe('findGiftReference', () => {
  it.each([
    ['PAYNOW FROM TAN AH KOW NARD-7KQM-3XWA', 'NARD-7KQM-3XWA'],
    ['paynow nard 7kqm 3xwa otherref', 'NARD-7KQM-3XWA'],
    ['IBG GIRO NARD7KQM3XWA', 'NARD-7KQM-3XWA'],
    ['NARD-7KQM-3XW', null],
    ['PAYNOW FROM BERNARD TAN SHEW LEE', null],
    ['NARD-7KQM-3XWAB', null],
    ['NARD-7KQM-3XW0', null],
    ['no reference here', null],
  ])('%j -> %j', (text, reference) => {
    expect(findGiftReference(text)).toBe(reference);
  });
});
