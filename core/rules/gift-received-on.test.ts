import {describe, expect, it} from 'vitest';
import {outOfRange, receivedOnProblem, receivedOnRange} from './gift-received-on.ts';

describe('receivedOnRange', () => {
  it.each([
    {today: '2026-12-02', pledgedOn: '2026-11-30', range: {earliest: '2026-11-30', latest: '2026-12-03'}},
    {today: '2026-12-31', pledgedOn: null, range: {earliest: '2025-12-31', latest: '2027-01-01'}},
    {today: '2028-02-29', pledgedOn: null, range: {earliest: '2027-02-28', latest: '2028-03-01'}},
    {today: '2027-02-28', pledgedOn: null, range: {earliest: '2026-02-28', latest: '2027-03-01'}},
  ])('$today, pledged $pledgedOn', ({today, pledgedOn, range}) => {
    expect(receivedOnRange(today, pledgedOn)).toMatchObject(range);
  });
});

describe('outOfRange and receivedOnProblem', () => {
  const pledged = receivedOnRange('2026-12-02', '2026-11-30');
  const byHand = receivedOnRange('2026-12-02', null);
  it.each([
    {day: '2026-11-30', range: pledged, out: undefined},
    {day: '2026-12-03', range: pledged, out: undefined},
    {day: '2026-12-04', range: pledged, out: 'after-tomorrow'},
    {day: '9999-12-31', range: pledged, out: 'after-tomorrow'},
    {day: '2026-11-29', range: pledged, out: 'before-pledge'},
    {day: '2025-12-02', range: byHand, out: undefined},
    {day: '2025-12-01', range: byHand, out: 'over-a-year'},
    {day: '2062-01-01', range: byHand, out: 'after-tomorrow'},
  ] as const)('$day: $out', ({day, range, out}) => {
    expect(outOfRange(day, range)).toBe(out);
    expect(receivedOnProblem(day, range) === undefined).toBe(out === undefined);
  });

  it('names the range and where it starts', () => {
    expect(receivedOnProblem('2026-11-01', pledged)).toBe(
      'Enter a day from 2026-11-30 (the day it was pledged) to 2026-12-03 (tomorrow).',
    );
    expect(receivedOnProblem('2062-01-01', byHand)).toBe(
      'Enter a day from 2025-12-02 (a year ago) to 2026-12-03 (tomorrow).',
    );
  });
});
