// The ?next= target after login must stay on this site: an open redirect would let a link send users away.

/** Returns `next` when it is a same-site path, else the fallback. */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
