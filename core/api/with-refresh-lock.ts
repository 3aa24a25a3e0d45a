// Serialises token refreshes across the tabs of one origin with the Web Locks API, where it exists.

/** The Web Lock that guards the refresh token. */
export const REFRESH_LOCK_NAME = 'nard-refresh';

/**
 * Runs `task` while holding the `nard-refresh` lock, or directly where the browser has no Web Locks.
 *
 * @example
 * const token = await withRefreshLock(() => rotateTokens());
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}
