// Password hashing takes ~50 ms of a core and 19 MiB each; run freely, a login flood takes every core and
// starves other requests. At most (cores - 1, at least 1) hashes run at once; a bounded queue waits; past
// it the caller gets HashingBusyError, which the app answers 503 with Retry-After.
import {availableParallelism} from 'node:os';

/** Thrown when the hashing queue is full. */
export class HashingBusyError extends Error {
  override name = 'HashingBusyError';
  /** Seconds after which a retry is likely to find room. */
  retryAfterSeconds = 2;
}

/** Runs work under a concurrency limit with a bounded wait queue. */
export type HashingQueue = {run<T>(work: () => Promise<T>): Promise<T>};

/**
 * A queue running at most `concurrency` tasks, keeping at most `maxWaiting` waiting; more are refused.
 * @example const queue = createHashingQueue(); await queue.run(() => hashPassword(password));
 */
export function createHashingQueue(
  concurrency = Math.max(1, availableParallelism() - 1),
  maxWaiting = 64,
): HashingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    async run(work) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new HashingBusyError('Too many password checks at once.');
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      running++;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
