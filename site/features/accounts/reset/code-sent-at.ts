// When the last reset code was sent in this tab, so /otp waits only after a real send: opening /otp
// directly (no e-mail went out) starts no countdown. sessionStorage, like the reset state itself.
const KEY = 'nard_code_sent_at';

/** Notes that a code was just sent (forgot-password, resend). */
export function markCodeSent(now: number = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage blocked: the resend button simply does not wait.
  }
}

/**
 * Seconds still to wait before another code may be asked for: 0 when none was sent in this tab.
 * @example secondsUntilResend(60) // 42, 18 s after a send
 */
export function secondsUntilResend(waitSeconds: number, now: number = Date.now()): number {
  let sentAt = Number.NaN;
  try {
    sentAt = Number(sessionStorage.getItem(KEY));
  } catch {
    return 0;
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  return Math.max(0, Math.min(waitSeconds, waitSeconds - Math.floor((now - sentAt) / 1000)));
}
