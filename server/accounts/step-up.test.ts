// The step-up's window (issue 23): a second step counts for 10 minutes, never before it happened.
import {describe, expect, it} from 'vitest';
import {STEP_UP_WINDOW_MS, stepIsRecent} from './step-up.ts';

describe('stepIsRecent', () => {
  const at = Date.UTC(2026, 10, 26, 9, 0);
  it('counts a second step for 10 minutes', () => {
    expect(STEP_UP_WINDOW_MS).toBe(600_000);
    expect(stepIsRecent(at, at)).toBe(true);
    expect(stepIsRecent(at, at + 599_999)).toBe(true);
    expect(stepIsRecent(at, at + 600_000)).toBe(false);
  });
  it('never counts a session without one, or one from a clock ahead of the server', () => {
    expect(stepIsRecent(null, at)).toBe(false);
    expect(stepIsRecent(at + 1, at)).toBe(false);
  });
});
