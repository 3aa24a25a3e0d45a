// Work an answer does not wait for (mostly mails: a donor's QR must not wait for SMTP), kept track of so a
// stopping server, or a test's app, lets it finish before it closes the store and the mailer. Untracked, a
// pledge mail still being written when the server stopped was lost ("Connection pool was closed").

export type BackgroundWork = {
  /** Keeps `work` (already started, its failures already handled) until it settles. */
  track(work: Promise<unknown>): void;
  /** Resolves once all work tracked so far, and any tracked while waiting, has settled. */
  settled(): Promise<void>;
};

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    track(work) {
      const kept: Promise<void> = work.then(
        () => undefined,
        () => undefined,
      );
      running.add(kept);
      void kept.finally(() => running.delete(kept));
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
