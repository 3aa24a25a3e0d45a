// How long to wait, rounded to a unit people read easily, and the Retry-After that says exactly the same
// (the sentence itself is api-messages' waitSeconds, waitMinutes or waitHours).

/** A wait rounded up to a unit people read easily: `count` of `unit`, and the seconds that makes. */
export type Wait = {retryAfterSeconds: number; count: number; unit: 'second' | 'minute' | 'hour'};

/**
 * Rounds a wait up to seconds, minutes or hours; `retryAfterSeconds` is the rounded value, so the header
 * and the sentence always agree.
 * @example waitFor(61) // {retryAfterSeconds: 120, count: 2, unit: 'minute'}
 */
export function waitFor(seconds: number): Wait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return {retryAfterSeconds: whole, count: whole, unit: 'second'};
  if (whole < 3600) {
    const minutes = Math.ceil(whole / 60);
    return {retryAfterSeconds: minutes * 60, count: minutes, unit: 'minute'};
  }
  const hours = Math.ceil(whole / 3600);
  return {retryAfterSeconds: hours * 3600, count: hours, unit: 'hour'};
}

/**
 * The same wait in English words.
 * @example waitWords(61) // {retryAfterSeconds: 120, words: '2 minutes'}
 */
export function waitWords(seconds: number): {retryAfterSeconds: number; words: string} {
  const {retryAfterSeconds, count, unit} = waitFor(seconds);
  return {retryAfterSeconds, words: `${count} ${unit}${count === 1 ? '' : 's'}`};
}
