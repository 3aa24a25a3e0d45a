import {afterEach, describe, expect, it, vi} from 'vitest';
import {runInSlices} from './run-in-slices.ts';

afterEach(() => vi.restoreAllMocks());

describe('runInSlices', () => {
  it('gives the result from later tasks, each ending once it has run 8 ms', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    const stepsInTask: number[] = [];
    function* steps(): Generator<void, string, void> {
      for (let i = 0; i < 9; i++) {
        stepsInTask[tasks.mock.calls.length - 1] = (stepsInTask[tasks.mock.calls.length - 1] ?? 0) + 1;
        clock += 3;
        yield;
      }
      return 'done';
    }
    const result = runInSlices(steps(), new AbortController().signal);
    // Nothing runs in the caller's task.
    expect(stepsInTask).toEqual([]);
    await expect(result).resolves.toBe('done');
    // Steps of 3 ms: a task ends after the third (9 ms), so nine steps take three tasks.
    expect(stepsInTask).toEqual([3, 3, 3]);
  });

  it('stops between steps once aborted and never settles', async () => {
    const controller = new AbortController();
    let ran = 0;
    function* endless(): Generator<void, never, void> {
      for (;;) {
        ran++;
        const end = performance.now() + 10;
        while (performance.now() < end) {}
        yield;
      }
    }
    const settled = vi.fn();
    runInSlices(endless(), controller.signal).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const after = ran;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(after).toBeGreaterThan(0);
    expect(ran).toBe(after);
    expect(settled).not.toHaveBeenCalled();
  });

  it('rejects with what the work throws', async () => {
    function* failing(): Generator<void, string, void> {
      yield;
      throw new RangeError('too long');
    }
    await expect(runInSlices(failing(), new AbortController().signal)).rejects.toThrow('too long');
  });
});
