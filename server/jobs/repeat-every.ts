// The timer the server's background jobs share (the event reminders, the daily clean-up): runs now and
// then every interval, never two runs at once in one process, a failure logged and left to the next run.
import {randomUUID} from 'node:crypto';
import {hostname} from 'node:os';

/** Who claims a job's run in the database: this host and process, unique among processes started together. */
export function jobClaimer(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Runs `run` now and then every `intervalMs`; the timer does not keep the process alive. Returns `stop()`.
 * @example const stop = repeatEvery(60_000, 'events: the reminder run', () => sendDueReminders(deps, id));
 */
export function repeatEvery(intervalMs: number, what: string, run: () => Promise<unknown>): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      console.error(`${what} failed; the next run tries again`, error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
