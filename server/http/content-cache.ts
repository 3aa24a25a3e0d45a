// The GET content answers (contributors, expenditures, ...) are the same bytes for every visitor until
// content changes, so each is serialized, hashed and compressed once and then served from memory.
// Invalidation is explicit: every entry carries the store's `contentVersion()` at the time it was read,
// and an entry whose version is no longer current is rebuilt. The store bumps that version on each of its
// own content writes (seed, import through the store) and SQLite's data_version bumps it when another
// process (the admin import CLI) commits.
import {createHash} from 'node:crypto';
import type {Context, MiddlewareHandler} from 'hono';
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
  /**
   * Outermost middleware for /api: a GET whose exact variant (path and query, chosen encoding, Origin
   * present or not, ETag matched or not) was answered before for the current content version gets the
   * same status, headers and bytes again without running the middleware chain; any other request runs
   * the chain, and an answer from `answer()` is recorded as it left the chain (every header final).
   */
  replay: MiddlewareHandler;
  clear(): void;
  /** Number of answers built so far (tests check that a change rebuilds and a repeat does not). */
  builds(): number;
};

const encoder = new TextEncoder();

/** A finished answer as the middleware chain sent it, headers as a plain object for node-server. */
type Recorded = {status: number; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> | null};

type Variants = {version: string; etag: string; ok?: Recorded; notModified?: Recorded};

/** What answer() served for a request, for replay() to record. */
type Served = {version: string; etag: string; body: Uint8Array<ArrayBuffer> | null};

// Distinct path+query strings are the client's to choose: past this many, recording starts afresh.
const MAX_RECORDED = 256;

function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** One cache per app, over the store whose content version it follows. */
export function createContentCache(store: Pick<ContentStore, 'contentVersion'>): ContentCache {
  const entries = new Map<string, Entry>();
  const recorded = new Map<string, Variants>();
  const served = new WeakMap<Request, Served>();
  let builds = 0;

  function variantKey(c: Context): string {
    const url = c.req.url;
    const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const origin = c.req.header('Origin') === undefined ? '' : 'o';
    return `${pathAndQuery}|${chooseEncoding(c.req.header('Accept-Encoding')) ?? ''}|${origin}`;
  }

  function record(key: string, c: Context, what: Served): void {
    let variants = recorded.get(key);
    if (!variants || variants.version !== what.version || variants.etag !== what.etag) {
      if (recorded.size >= MAX_RECORDED) recorded.clear();
      variants = {version: what.version, etag: what.etag};
      recorded.set(key, variants);
    }
    const answer: Recorded = {
      status: c.res.status,
      headers: Object.fromEntries(c.res.headers),
      body: what.body,
    };
    if (c.res.status === 304) variants.notModified = answer;
    else variants.ok = answer;
  }

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
      const mark = (body: Uint8Array<ArrayBuffer> | null) =>
        served.set(c.req.raw, {version: entry.version, etag: entry.etag, body});
      if (matchesTag(c.req.header('If-None-Match'), entry.etag)) {
        mark(null);
        return c.body(null, 304);
      }
      c.header('Content-Type', 'application/json');
      const encoding =
        entry.json.byteLength >= COMPRESSION_THRESHOLD_BYTES
          ? chooseEncoding(c.req.header('Accept-Encoding'))
          : null;
      if (!encoding) {
        mark(entry.json);
        return c.body(entry.json, 200);
      }
      // Compressed once per content version, so the best (slowest) quality costs nothing per request.
      let compressed = entry.compressed[encoding];
      if (!compressed) {
        compressed = new Uint8Array(compressBody(entry.json, encoding, 'max'));
        entry.compressed[encoding] = compressed;
      }
      mark(compressed);
      c.header('Content-Encoding', encoding);
      return c.body(compressed, 200);
    },
    async replay(c, next) {
      if (c.req.method !== 'GET') return next();
      const key = variantKey(c);
      const variants = recorded.get(key);
      if (variants && variants.version === store.contentVersion()) {
        const inm = c.req.header('If-None-Match');
        let answer = variants.ok;
        if (inm !== undefined) answer = matchesTag(inm, variants.etag) ? variants.notModified : undefined;
        if (answer) return new Response(answer.body, {status: answer.status, headers: answer.headers});
      }
      await next();
      const what = served.get(c.req.raw);
      // Only clean answers of answer() itself: a later middleware may have replaced the response.
      if (what && (c.res.status === 200 || c.res.status === 304) && c.res.headers.get('ETag') === what.etag) {
        record(key, c, what);
      }
    },
    clear() {
      entries.clear();
      recorded.clear();
    },
    builds: () => builds,
  };
}
