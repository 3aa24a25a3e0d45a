// How long to wait, in plain words, and the Retry-After that says exactly the same.

/**
 * Rounds a wait up to a unit people read easily and words it; `retryAfterSeconds` is the rounded value,
 * so the header and the sentence always agree.
 * @example waitWords(61) // {retryAfterSeconds: 120, words: '2 minutes'}
 */
export function waitWords(seconds: number): {retryAfterSeconds: number; words: string} {
  const whole = Math.max(1, Math.ceil(seconds));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  if (whole < 60) return {retryAfterSeconds: whole, words: unit(whole, 'second')};
  if (whole < 3600) {
    const minutes = Math.ceil(whole / 60);
    return {retryAfterSeconds: minutes * 60, words: unit(minutes, 'minute')};
  }
  const hours = Math.ceil(whole / 3600);
  return {retryAfterSeconds: hours * 3600, words: unit(hours, 'hour')};
}

/** "Too many tries. Please wait 15 minutes and try again." */
export function tooManyTriesMessage(words: string): string {
  return `Too many tries. Please wait ${words} and try again.`;
}
