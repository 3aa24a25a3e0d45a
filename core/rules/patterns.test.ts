import {describe, expect, it} from 'vitest';
import {PASSWORD_PATTERN, PASSWORD_SYMBOLS} from './patterns.ts';

describe('PASSWORD_SYMBOLS', () => {
  it.each([...PASSWORD_SYMBOLS])('%s is a symbol the password rule counts', (symbol) => {
    expect(PASSWORD_PATTERN.test(`Garden1${symbol}`)).toBe(true);
  });

  it.each(['#', '-', '_', ' '])('%s is not', (symbol) => {
    expect(PASSWORD_PATTERN.test(`Garden1${symbol}`)).toBe(false);
  });
});
