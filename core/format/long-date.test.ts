import {describe, expect, it} from 'vitest';
import {formatLongDate} from './long-date.ts';

describe('formatLongDate', () => {
  it.each([
    ['2026-03-05', '5 March 2026'],
    ['2026-12-31', '31 December 2026'],
    ['2025-01-01', '1 January 2025'],
    ['2024-02-29', '29 February 2024'],
    ['2026-02-29', '2026-02-29'],
    ['2026-13-05', '2026-13-05'],
    ['2026-00-05', '2026-00-05'],
    ['2026-03-00', '2026-03-00'],
    ['5/3/2026', '5/3/2026'],
  ])('%s reads %s', (iso, words) => {
    expect(formatLongDate(iso)).toBe(words);
  });
});
