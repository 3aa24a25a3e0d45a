// What the content cache builds: each GET content answer serialized, hashed and compressed once per
// content version, then served from memory with its ETag (304 on a match).
import {createHash} from 'node:crypto';
import type {Context} from 'hono';
import type {ContentStore} from '../db/content-store.ts';
import {COMPRESSION_THRESHOLD_BYTES, chooseEncoding, compressBody, type Encoding} from './encoding.ts';
import {matchesTag} from './etag.ts';

type Entry = {
  version: string;
  json: Uint8Array<ArrayBuffer>;
  etag: string;
  compressed: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
};

/** What `answer()` served for a request (body null for a 304), for the replay to record. */
export type Served = {version: string; etag: string; body: Uint8Array<ArrayBuffer> | null};

/** Builds and serves content answers; see ContentCache.answer. */
export type ContentAnswers = {
  answer(c: Context, key: string, load: () => Promise<Record<string, unknown>>): Promise<Response>;
  clear(): void;
  builds(): number;
};

const encoder = new TextEncoder();

/** The building half of the content cache; `onServed` hears what each request was given. */
export function createContentAnswers(
  store: Pick<ContentStore, 'contentVersion'>,
  onServed: (request: Request, what: Served) => void,
): ContentAnswers {
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

  // Compressed once per content version, so the best (slowest) quality costs nothing per request.
  function compressedBody(entry: Entry, encoding: Encoding): Uint8Array<ArrayBuffer> {
    let compressed = entry.compressed[encoding];
    if (!compressed) {
      compressed = new Uint8Array(compressBody(entry.json, encoding, 'max'));
      entry.compressed[encoding] = compressed;
    }
    return compressed;
  }

  return {
    async answer(c, key, load) {
      const entry = await entryFor(key, load);
      c.header('Vary', 'Accept-Encoding', {append: true});
      c.header('ETag', entry.etag);
      const mark = (body: Uint8Array<ArrayBuffer> | null) =>
        onServed(c.req.raw, {version: entry.version, etag: entry.etag, body});
      if (matchesTag(c.req.header('If-None-Match'), entry.etag)) {
        mark(null);
        return c.body(null, 304);
      }
      c.header('Content-Type', 'application/json');
      const encoding =
        entry.json.byteLength >= COMPRESSION_THRESHOLD_BYTES
          ? chooseEncoding(c.req.header('Accept-Encoding'))
          : null;
      const body = encoding ? compressedBody(entry, encoding) : entry.json;
      mark(body);
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(body, 200);
    },
    clear: () => entries.clear(),
    builds: () => builds,
  };
}
