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

/** 415 for a write whose body is not JSON, 413 for a body over MAX_BODY_BYTES. */
export function jsonWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
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
