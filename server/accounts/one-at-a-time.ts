// One login check in flight per account in this process (issue 19 #5). Parallel guesses from many addresses
// used to share one reading of the failure count, sleep the same delay side by side and be checked
// together, so the per-account slow-down cost a guesser nothing. Now each try for an account waits for the
// one before it; with the try counted before it waits (auth-service.ts), the delays add up instead.
// The queue per account is short: a try that would wait behind too many others is refused at once with
// the wait, which a person at the door can act on, rather than held until the connection gives up.

/** Tries for one account that may wait behind the one being checked. */
export const MAX_WAITING_PER_ACCOUNT = 4;

export type OneAtATime = {
  /** Runs `work` after every earlier piece of work for `key`; null (nothing run) when too many wait. */
  run<T>(key: string, work: () => Promise<T>): Promise<T | null>;
};

export function oneAtATime(maxWaiting = MAX_WAITING_PER_ACCOUNT): OneAtATime {
  const queues = new Map<string, {tail: Promise<unknown>; size: number}>();
  return {
    async run(key, work) {
      const queue = queues.get(key) ?? {tail: Promise.resolve(), size: 0};
      // `size` counts the one running and those waiting.
      if (queue.size > maxWaiting) return null;
      queue.size++;
      queues.set(key, queue);
      const result = queue.tail.then(work);
      queue.tail = result.catch(() => {});
      try {
        return await result;
      } finally {
        queue.size--;
        if (queue.size === 0) queues.delete(key);
      }
    },
  };
}
