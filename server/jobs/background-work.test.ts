import {describe, expect, it} from 'vitest';
import {createBackgroundWork} from './background-work.ts';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('createBackgroundWork', () => {
  it('settles at once with nothing tracked', async () => {
    await expect(createBackgroundWork().settled()).resolves.toBeUndefined();
  });

  it('waits for tracked work, failed work too, and for work tracked while it waits', async () => {
    const background = createBackgroundWork();
    const done: string[] = [];
    background.track(later('first', 20).then((what) => done.push(what)));
    background.track(Promise.reject(new Error('handled elsewhere')).catch(() => done.push('failed')));
    background.track(
      later('starts more', 5).then(() => {
        background.track(later('second', 30).then((what) => done.push(what)));
      }),
    );
    await background.settled();
    expect(done.sort()).toEqual(['failed', 'first', 'second']);
  });

  it('does not hold on to work that has settled', async () => {
    const background = createBackgroundWork();
    background.track(Promise.resolve());
    await background.settled();
    const started = Date.now();
    await background.settled();
    expect(Date.now() - started).toBeLessThan(5);
  });
});
