// One pass over each JSON answer: a weak ETag (304 when the client has it) and brotli/gzip over 1 kB,
// cached by ETag (SHA-1 of the body) so identical answers are compressed once.
// Hashing is synchronous node:crypto: Hono's etag() hops to the thread pool, which halved throughput.
import {createHash} from 'node:crypto';
import type {Context, MiddlewareHandler} from 'hono';
import {
  COMPRESSIBLE_TYPE,
  COMPRESSION_THRESHOLD_BYTES,
  chooseEncoding,
  compressBody,
  type Encoding,
} from '../http/encoding.ts';
import {matchesTag} from '../http/etag.ts';

// Public lists give the same bytes to every visitor: compress each distinct body once.
const COMPRESSED_CACHE_SIZE = 64;
const compressedCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function compressOnce(body: Uint8Array, tag: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding}:${tag}`;
  let compressed = compressedCache.get(key);
  if (!compressed) {
    compressed = compressBody(body, encoding, 'dynamic').then((bytes) => new Uint8Array(bytes));
    if (compressedCache.size >= COMPRESSED_CACHE_SIZE) {
      compressedCache.delete(compressedCache.keys().next().value as string);
    }
    compressedCache.set(key, compressed);
  }
  return compressed;
}

function replaceBody(c: Context, body: Uint8Array<ArrayBuffer> | null, status: number, type: string): void {
  // Hono copies the old headers (except Content-Type) onto the new response, so they are fixed after it.
  c.res = new Response(body, {status});
  if (body) c.res.headers.set('Content-Type', type);
  c.res.headers.delete('Content-Length');
}

/** ETag and compression for JSON answers; other answers pass untouched. */
export function jsonEncoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const headers = response.headers;
    // Answers from the content cache arrive encoded and tagged. Headers first: reading `body` turns the
    // node-server's ready byte body into a stream.
    if (headers.has('Content-Encoding') || headers.has('ETag')) return;
    const type = headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE_TYPE.test(type) || !response.body) return;
    c.header('Vary', 'Accept-Encoding', {append: true});
    const body = new Uint8Array(await response.arrayBuffer());
    const tag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const cacheable = (c.req.method === 'GET' || c.req.method === 'HEAD') && response.status === 200;
    if (cacheable && matchesTag(c.req.header('If-None-Match'), tag)) {
      replaceBody(c, null, 304, type);
      c.res.headers.set('ETag', tag);
      return;
    }
    const encoding =
      body.byteLength >= COMPRESSION_THRESHOLD_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    replaceBody(c, encoding ? await compressOnce(body, tag, encoding) : body, response.status, type);
    if (encoding) c.res.headers.set('Content-Encoding', encoding);
    if (cacheable) c.res.headers.set('ETag', tag);
  };
}
