// Serves files from one folder: safe path resolution, ETags, and brotli/gzip compressed once per file
// and kept in memory (the built site is small; big files are served without the cache).
import {createHash} from 'node:crypto';
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import type {Context} from 'hono';
import {
  COMPRESSIBLE_TYPE,
  COMPRESSION_THRESHOLD_BYTES,
  chooseEncoding,
  compressBody,
  type Encoding,
} from '../http/encoding.ts';
import {contentTypeOf} from './mime-types.ts';

const CACHE_LIMIT_BYTES = 4 * 1024 * 1024;

type CachedFile = {
  mtimeMs: number;
  size: number;
  type: string;
  etag: string;
  /** Copied once into its own ArrayBuffer, so a response sends it as it is, without a copy per request. */
  body: Uint8Array<ArrayBuffer>;
  compressed: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
};

/** A folder of static files. `resolve` maps a URL path to a file inside it, or null. */
export type StaticFolder = {
  root: string;
  /** The absolute path of an existing regular file for `urlPath`, or null (missing, hidden, outside). */
  resolve(urlPath: string): Promise<string | null>;
  /** Answers with the file: 200, or 304 when If-None-Match matches. */
  respond(c: Context, file: string, init: {status?: 200 | 404; cacheControl: string}): Promise<Response>;
};

/** Decodes and checks a URL path; null for traversal, NUL bytes, hidden files or bad escapes. */
export function safeRelativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  // ASVS 12.3.1: no '..', and no dotfiles (.env, .git) even if one ended up in dist.
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  return segments.join('/');
}

async function load(file: string, cache: Map<string, CachedFile>): Promise<CachedFile> {
  const info = await stat(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit;
  const body = new Uint8Array(await readFile(file));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const entry: CachedFile = {
    mtimeMs: info.mtimeMs,
    size: info.size,
    type: contentTypeOf(file),
    etag: `"${hash}"`,
    body,
    compressed: {},
  };
  if (body.byteLength <= CACHE_LIMIT_BYTES) cache.set(file, entry);
  return entry;
}

async function encodedBody(
  entry: CachedFile,
  encoding: Encoding | null,
): Promise<{body: Uint8Array<ArrayBuffer>; encoding: Encoding | null}> {
  if (
    !encoding ||
    !COMPRESSIBLE_TYPE.test(entry.type) ||
    entry.body.byteLength < COMPRESSION_THRESHOLD_BYTES
  ) {
    return {body: entry.body, encoding: null};
  }
  // Shared by the requests that arrive while the thread pool compresses.
  entry.compressed[encoding] ??= compressBody(entry.body, encoding, 'max').then(
    (bytes) => new Uint8Array(bytes),
  );
  return {body: await entry.compressed[encoding], encoding};
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** A static folder rooted at `root` (absolute). */
export function staticFolder(root: string): StaticFolder {
  const cache = new Map<string, CachedFile>();
  return {
    root,
    async resolve(urlPath) {
      const relative = safeRelativePath(urlPath);
      if (relative === null || relative === '') return null;
      const file = path.resolve(root, relative);
      if (!file.startsWith(root + path.sep)) return null;
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch {
        return null;
      }
    },
    async respond(c, file, {status = 200, cacheControl}) {
      const entry = await load(file, cache);
      const compressible = COMPRESSIBLE_TYPE.test(entry.type);
      const chosen = await encodedBody(entry, chooseEncoding(c.req.header('Accept-Encoding')));
      const etag = chosen.encoding ? `${entry.etag.slice(0, -1)}-${chosen.encoding}"` : entry.etag;
      c.header('Cache-Control', cacheControl);
      c.header('ETag', etag);
      if (compressible) c.header('Vary', 'Accept-Encoding', {append: true});
      if (status === 200 && matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      c.header('Content-Type', entry.type);
      if (chosen.encoding) c.header('Content-Encoding', chosen.encoding);
      c.header('Content-Length', String(chosen.body.byteLength));
      if (c.req.method === 'HEAD') return c.body(null, status);
      return c.body(chosen.body, status);
    },
  };
}
