// The per-e-mail brake on password guessing: after a few failures in an hour, every further try for that
// e-mail waits longer before it is checked (doubling, capped). Nobody is refused, so a stranger who fails
// on purpose only slows the owner by seconds; a guesser loses seconds per guess on top of the per-address
// limits. A good login or a completed reset starts the count afresh.

/** Failures per hour before any delay; multiplied by RATE_LIMIT_FACTOR like every limit. */
export const LOGIN_FREE_FAILURES = 5;
/** The first delay, doubled for each failure after that. */
export const LOGIN_FIRST_DELAY_MS = 500;
/** The longest an owner can be held up, however many failures strangers caused. */
export const LOGIN_MAX_DELAY_MS = 8_000;

/**
 * How long a login for an e-mail with `failures` recent failures waits before the password is checked.
 * @example loginDelayMs(5, 5) // 500; loginDelayMs(40, 5) // 8000
 */
export function loginDelayMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 16);
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** doublings);
}

/** The real wait; tests pass their own to see the delays without spending them. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
