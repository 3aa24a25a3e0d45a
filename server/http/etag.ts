// ETag comparison for If-None-Match, shared by the JSON encoder and the content cache.

/** True when an If-None-Match header names `tag` (weak comparison, as RFC 9110 section 13.1.2 asks). */
export function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
