// Volunteer counts show with two digits ('05'), as SPEC's tables do.

/**
 * Pads a count to at least two digits. Counts are list lengths, so anything below zero or not a
 * number shows as '00' and fractions are dropped.
 *
 * @example
 * padCount(5); // '05'
 * padCount(12); // '12'
 */
export function padCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  return String(whole).padStart(2, '0');
}
