// Dates of the foundation's records (event days, gift days, receipts) are Singapore calendar days (the foundation's only time zone: UTC+8 all year, no DST).

const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/**
 * The Singapore calendar date at `nowMs` plus `plusDays`, as YYYY-MM-DD.
 * @example singaporeDate(Date.UTC(2026, 0, 1, 16)) // '2026-01-02'
 */
export function singaporeDate(nowMs: number, plusDays = 0): string {
  return new Date(nowMs + SINGAPORE_OFFSET_MS + plusDays * 86_400_000).toISOString().slice(0, 10);
}
