// Content negotiation for compression: brotli when the client accepts it, else gzip.
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Text types worth compressing; images and PDFs are already compressed. */
export const COMPRESSIBLE_TYPE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Smaller bodies gain nothing from compression. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Browsers send a handful of distinct headers; each is parsed once. Bounded: the header is the client's.
const chosen = new Map<string, Encoding | null>();
const CHOSEN_MAX = 64;

/** Picks br or gzip from an Accept-Encoding header, honouring `q=0` refusals. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = parseChoice(acceptEncoding);
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(acceptEncoding, choice);
  return choice;
}

function parseChoice(acceptEncoding: string): Encoding | null {
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

/**
 * Compresses a body in libuv's thread pool, never on the main thread: brotli 11 over a 20,000-row ledger
 * takes seconds, and every other request would wait for it (issue 19). `quality` trades time for size:
 * 'max' for files compressed once, 'dynamic' for answers rebuilt whenever content changes.
 */
export async function compressBody(
  body: Uint8Array,
  encoding: Encoding,
  quality: 'max' | 'dynamic',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, {level: quality === 'max' ? 9 : 6});
}
