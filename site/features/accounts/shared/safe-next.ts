// The ?next= target after login must stay on this site: an open redirect would let a link send users away.

// Any origin works here: a value that escapes it would escape the site's too.
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * Returns `next` as a same-site path (the form `history.pushState` accepts on this origin), else the
 * fallback. Parsed the way the browser will parse it, so tabs or new lines that the URL parser strips
 * (`/\t/evil.example` becomes `//evil.example`) cannot smuggle another host in.
 * @example safeNextPath('/volunteer-page#events', '/profile') // '/volunteer-page#events'
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
