// Writes must be small JSON bodies: a JSON content type forces a CORS preflight (no form-post CSRF),
// and the size cap stops memory exhaustion (ASVS 13.1.3).
import type {MiddlewareHandler} from 'hono';
import {bodyLimit} from 'hono/body-limit';
import {fail} from '../http/answers.ts';

/** The largest accepted request body; the longest form (contact message) fits with room to spare. */
export const MAX_BODY_BYTES = 16 * 1024;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(headers: {contentLength?: string; transferEncoding?: string}): boolean {
  if (headers.transferEncoding) return true;
  return headers.contentLength !== undefined && headers.contentLength !== '0';
}

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => fail(c, 413, `The request body is too large. The limit is ${MAX_BODY_BYTES / 1024} kB.`),
});

/** A staff write that may carry a bigger body, or a file upload, on one exact path. */
export type LargeWrite = {
  method: string;
  path: RegExp;
  types: readonly ('application/json' | 'multipart/form-data' | 'text/csv')[];
  maxBytes: number;
};

function limitsOf(writes: readonly LargeWrite[]) {
  return new Map(
    writes.map((write) => [
      write,
      bodyLimit({
        maxSize: write.maxBytes,
        onError: (c) =>
          fail(
            c,
            413,
            `The request body is too large. The limit is ${Math.floor(write.maxBytes / 1_048_576)} MB.`,
          ),
      }),
    ]),
  );
}

/**
 * 415 for a write whose body is not JSON, 413 for a body over MAX_BODY_BYTES, except the `large` writes
 * the app names (app.ts: each domain says which of its writes carry a file).
 */
export function jsonWrites(large: readonly LargeWrite[] = []): MiddlewareHandler {
  const largeLimits = limitsOf(large);
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const write = large.find((write) => write.method === c.req.method && write.path.test(c.req.path));
    if (write) {
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(write.types as readonly string[]).includes(type)) {
        return fail(c, 415, `Send this request as ${write.types.join(' or ')}.`);
      }
      return largeLimits.get(write)!(c, next);
    }
    const present = hasBody({
      contentLength: c.req.header('Content-Length'),
      transferEncoding: c.req.header('Transfer-Encoding'),
    });
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (present && type !== 'application/json') {
      return fail(c, 415, 'Send the request body as JSON with Content-Type: application/json.');
    }
    return limitBody(c, next);
  };
}
