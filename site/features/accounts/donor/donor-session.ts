// The donor session a mailed link opened (issue 56), kept in this tab only (sessionStorage) until it ends:
// closing the tab, 12 hours, or "Close My gifts". It is not a log-in and opens nothing but /my-gifts.

const KEY = 'nard_donor';

/** What a donor session is: its token, the address it reads, when it ends. */
export type DonorSession = {donorToken: string; email: string; expiresAt: string};

/** The live session of this tab, or null (none, unreadable, or ended). */
export function readDonorSession(now = Date.now()): DonorSession | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as DonorSession | null;
    if (!stored || typeof stored.donorToken !== 'string' || typeof stored.email !== 'string') return null;
    return Date.parse(stored.expiresAt) > now ? stored : null;
  } catch {
    return null;
  }
}

export function keepDonorSession(session: DonorSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function forgetDonorSession(): void {
  sessionStorage.removeItem(KEY);
}

/** The token of a My gifts link's fragment (#token=...), or null. */
export function readDonorLinkToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
