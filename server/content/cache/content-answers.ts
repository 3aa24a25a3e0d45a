// What the content cache builds: each GET content answer serialized, hashed and compressed once per version
// of what it depends on (its content topics, and any context such as today's date), then served from memory
// with its ETag (304 on a match).
import {createHash} from 'node:crypto';
import type {Context} from 'hono';
import type {ContentTopic} from '../../db/content-topics.ts';
import {
  COMPRESSION_THRESHOLD_BYTES,
  chooseEncoding,
  compressBody,
  type Encoding,
} from '../../http/encoding.ts';
import {matchesTag} from '../../http/etag.ts';
import type {ContentStore} from '../store/content-store.ts';

/** What a cached answer holds and what it depends on; see ContentCache.answer. */
export type AnswerSource = {
  /** The content the answer shows: a write to any other topic leaves it cached. */
  topics: readonly ContentTopic[];
  /** Anything else the answer depends on (today's date for the event tables); compared on every request. */
  context?: () => string;
  load: () => Promise<Record<string, unknown>>;
};

type Entry = {
  version: string;
  json: Uint8Array<ArrayBuffer>;
  etag: string;
  compressed: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
};

/**
 * What `answer()` served for a request (body null for a 304), for the replay to record: `current()` gives
 * the version of the answer's dependencies now, so the replay can tell when the recorded one is stale.
 */
export type Served = {
  version: string;
  current: () => string;
  etag: string;
  body: Uint8Array<ArrayBuffer> | null;
};

/** Builds and serves content answers; see ContentCache.answer. */
export type ContentAnswers = {
  answer(c: Context, key: string, source: AnswerSource): Promise<Response>;
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
  // Builds under way: requests arriving meanwhile share one read, one serialization, one compression.
  const building = new Map<string, {version: string; entry: Promise<Entry>}>();
  let builds = 0;

  const versionOf = ({topics, context}: AnswerSource) =>
    `${store.contentVersion(topics)}|${context?.() ?? ''}`;

  async function build(key: string, version: string, source: AnswerSource): Promise<Entry> {
    const json = encoder.encode(JSON.stringify({success: true, statusCode: 200, ...(await source.load())}));
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
    const entry: Entry = {version, json, etag, compressed: {}};
    builds++;
    entries.set(key, entry);
    return entry;
  }

  function entryFor(key: string, source: AnswerSource): Promise<Entry> | Entry {
    // Read the version before the content: a write landing in between leaves an entry tagged with the
    // old version, which the next request rebuilds. An entry is never tagged newer than its content.
    const version = versionOf(source);
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    const pending = building.get(key);
    if (pending?.version === version) return pending.entry;
    const entry = build(key, version, source);
    building.set(key, {version, entry});
    const done = () => {
      if (building.get(key)?.entry === entry) building.delete(key);
    };
    entry.then(done, done);
    return entry;
  }

  // Compressed once per version, off the main thread; requests meanwhile wait for the same promise.
  function compressedBody(entry: Entry, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    entry.compressed[encoding] ??= compressBody(entry.json, encoding, 'dynamic').then(
      (bytes) => new Uint8Array(bytes),
    );
    return entry.compressed[encoding];
  }

  return {
    async answer(c, key, source) {
      const entry = await entryFor(key, source);
      c.header('Vary', 'Accept-Encoding', {append: true});
      c.header('ETag', entry.etag);
      const mark = (body: Uint8Array<ArrayBuffer> | null) =>
        onServed(c.req.raw, {
          version: entry.version,
          current: () => versionOf(source),
          etag: entry.etag,
          body,
        });
      if (matchesTag(c.req.header('If-None-Match'), entry.etag)) {
        mark(null);
        return c.body(null, 304);
      }
      c.header('Content-Type', 'application/json');
      const encoding =
        entry.json.byteLength >= COMPRESSION_THRESHOLD_BYTES
          ? chooseEncoding(c.req.header('Accept-Encoding'))
          : null;
      const body = encoding ? await compressedBody(entry, encoding) : entry.json;
      mark(body);
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(body, 200);
    },
    clear: () => {
      entries.clear();
      building.clear();
    },
    builds: () => builds,
  };
}
