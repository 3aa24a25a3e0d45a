import {describe, expect, it} from 'vitest';
import {formatDate, formatTime} from './format-time.ts';

describe('console dates, day first (issue 20)', () => {
  it.each([
    ['2026-11-24', '24 Nov 2026'],
    ['2027-01-05', '5 Jan 2027'],
    ['not a date', 'not a date'],
  ])('%s -> %s', (ymd, shown) => {
    expect(formatDate(ymd)).toBe(shown);
  });

  it('shows instants in Singapore time, day first', () => {
    expect(formatTime('2026-11-23T16:05:00.000Z')).toBe('24 Nov 2026, 12:05 am');
  });
});
