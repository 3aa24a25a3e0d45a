// The ?next= target after login must stay on this site: an open redirect would let a link send users away.

// Any origin works here: a value that escapes it would escape the site's too.
const PROBE_ORIGIN = 'https://site.invalid';

/**
 * Returns `next` as a same-site path (the form `history.pushState` accepts on this origin), else the
 * fallback. Parsed the way the browser will parse it, so tabs or new lines that the URL parser strips
 * (`/\t/evil.example` becomes `//evil.example`) cannot smuggle another host in, nor dot segments that
 * leave a path starting with `//` (`/.//evil.example`).
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
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser removes dot segments, so `/.//evil.example` comes out as `//evil.example`: a path that
  // starts with `//` (or no longer resolves to this origin) names another host and is refused.
  if (path.startsWith('//') || new URL(path, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  return path;
}
