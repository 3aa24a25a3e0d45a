// The days a gift may have arrived on (issue 54): never after tomorrow (a bank's day may start before ours;
// 9999-12-31 would number a receipt NARD-9999-... that no IRAS file can ever carry), never before its pledge
// (nobody pays a reference before we drew it), and for a gift without a pledge (recorded by hand, or a
// stray transfer made a gift) at most a year back, where a slip of the year is likelier than the gift.
// Days are Singapore days, YYYY-MM-DD; the console checks with these, and the server checks again.

/** The first and last day a gift may have arrived on, and what the first one is. */
export type ReceivedOnRange = {earliest: string; latest: string; from: 'pledge' | 'year'};

/** How a day falls outside its range: after the latest, before the pledge, or over a year back. */
export type OutOfRange = 'after-tomorrow' | 'before-pledge' | 'over-a-year';

function shifted(day: string, {days = 0, years = 0}: {days?: number; years?: number}): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // 29 February a year back is 28 February: the day before 1 March, as a person counts a year.
  const moved = new Date(Date.UTC(year - years, month - 1, date + days));
  if (years !== 0 && moved.getUTCDate() !== date) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

/**
 * The range of a gift's day, from today (Singapore) and its pledge's day; null for a gift with no pledge.
 * @example receivedOnRange('2026-12-02', '2026-11-30') // {earliest: '2026-11-30', latest: '2026-12-03', from: 'pledge'}
 * @example receivedOnRange('2026-12-02', null) // {earliest: '2025-12-02', latest: '2026-12-03', from: 'year'}
 */
export function receivedOnRange(today: string, pledgedOn: string | null): ReceivedOnRange {
  const latest = shifted(today, {days: 1});
  return pledgedOn === null
    ? {earliest: shifted(today, {years: 1}), latest, from: 'year'}
    : {earliest: pledgedOn, latest, from: 'pledge'};
}

/** Where `day` (YYYY-MM-DD) falls outside `range`, or undefined when it is in it. */
export function outOfRange(day: string, range: ReceivedOnRange): OutOfRange | undefined {
  if (day > range.latest) return 'after-tomorrow';
  if (day < range.earliest) return range.from === 'pledge' ? 'before-pledge' : 'over-a-year';
  return undefined;
}

/**
 * The field's message for a day outside its range, or undefined when the day is in it.
 * @example receivedOnProblem('2062-01-01', receivedOnRange('2026-12-02', null)) // 'Enter a day from 2025-12-02 (a year ago) to 2026-12-03 (tomorrow).'
 */
export function receivedOnProblem(day: string, range: ReceivedOnRange): string | undefined {
  if (outOfRange(day, range) === undefined) return undefined;
  const from = range.from === 'pledge' ? 'the day it was pledged' : 'a year ago';
  return `Enter a day from ${range.earliest} (${from}) to ${range.latest} (tomorrow).`;
}
