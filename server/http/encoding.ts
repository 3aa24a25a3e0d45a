// Content negotiation for compression: brotli when the client accepts it, else gzip.
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing; images and PDFs are already compressed. */
export const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Smaller bodies gain nothing from compression. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Picks br or gzip from an Accept-Encoding header, honouring `q=0` refusals. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Compresses a body; `quality` trades time for size (11 for static files compressed once, 4 per request). */
export function compressBody(body: Uint8Array, encoding: Encoding, quality: 'max' | 'fast'): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipSync(body, {level: quality === 'max' ? 9 : 6});
}
