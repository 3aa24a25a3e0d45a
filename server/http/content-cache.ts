// The GET content answers (contributors, expenditures, ...) are the same bytes for every visitor until
// content changes, so each is serialized, hashed and compressed once and then served from memory.
// Invalidation is explicit: every entry carries the store's `contentVersion()` at the time it was read,
// and an entry whose version is no longer current is rebuilt. The store bumps that version on each of its
// own content writes (seed, import through the store) and SQLite's data_version bumps it when another
// process (the admin import CLI) commits.
import {createHash} from 'node:crypto';
import type {Context} from 'hono';
import type {ContentStore} from '../db/content-store.ts';
import {COMPRESSION_THRESHOLD_BYTES, chooseEncoding, compressBody, type Encoding} from './encoding.ts';

type Entry = {
  version: string;
  json: Uint8Array<ArrayBuffer>;
  etag: string;
  compressed: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
};

/** Serves cached JSON success answers; `clear()` drops everything (e.g. after a write the store cannot see). */
export type ContentCache = {
  /**
   * Answers `{success: true, statusCode: 200, ...await load()}` from memory while the content version is
   * unchanged: ETag (304 on a match), brotli or gzip over 1 kB, `Vary: Accept-Encoding`.
   */
  answer(c: Context, key: string, load: () => Promise<Record<string, unknown>>): Promise<Response>;
  clear(): void;
  /** Number of answers built so far (tests check that a change rebuilds and a repeat does not). */
  builds(): number;
};

const encoder = new TextEncoder();

function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** One cache per app, over the store whose content version it follows. */
export function createContentCache(store: Pick<ContentStore, 'contentVersion'>): ContentCache {
  const entries = new Map<string, Entry>();
  let builds = 0;

  async function entryFor(key: string, load: () => Promise<Record<string, unknown>>): Promise<Entry> {
    // Read the version before the content: a write landing in between leaves an entry tagged with the
    // old version, which the next request rebuilds. An entry is never tagged newer than its content.
    const version = store.contentVersion();
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const json = encoder.encode(JSON.stringify({success: true, statusCode: 200, ...(await load())}));
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    const entry: Entry = {version, json, etag, compressed: {}};
    builds++;
    entries.set(key, entry);
    return entry;
  }

  return {
    async answer(c, key, load) {
      const entry = await entryFor(key, load);
      c.header('Vary', 'Accept-Encoding', {append: true});
      c.header('ETag', entry.etag);
      if (matchesTag(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json');
      const encoding =
        entry.json.byteLength >= COMPRESSION_THRESHOLD_BYTES
          ? chooseEncoding(c.req.header('Accept-Encoding'))
          : null;
      if (!encoding) return c.body(entry.json, 200);
      // Compressed once per content version, so the best (slowest) quality costs nothing per request.
      entry.compressed[encoding] ??= new Uint8Array(compressBody(entry.json, encoding, 'max'));
      c.header('Content-Encoding', encoding);
      return c.body(entry.compressed[encoding], 200);
    },
    clear() {
      entries.clear();
    },
    builds: () => builds,
  };
}
