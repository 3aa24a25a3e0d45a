// Writes must be small JSON bodies: a JSON content type forces a CORS preflight (no form-post CSRF),
// and the size cap stops memory exhaustion (ASVS 13.1.3).
import type {MiddlewareHandler} from 'hono';
import {bodyLimit} from 'hono/body-limit';
import {MAX_STATEMENT_BYTES} from '../gifts/statement-limits.ts';
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

/**
 * The only writes allowed past MAX_BODY_BYTES: a staff CSV import (JSON text, 1 MB of CSV), a bank
 * statement (JSON, the CSV itself or a multipart file; 4 MB, gifts/statement-limits.ts) and an audit report upload (multipart, a
 * 20 MB PDF plus the form's few hundred bytes). Every one needs a staff token.
 */
export const LARGE_WRITES: readonly LargeWrite[] = [
  {
    method: 'POST',
    path: /^\/api\/staff\/(contributors|expenditures)\/import$/,
    types: ['application/json'],
    maxBytes: 2_100_000,
  },
  {
    method: 'POST',
    path: /^\/api\/staff\/gifts\/bank-statement$/,
    types: ['application/json', 'text/csv', 'multipart/form-data'],
    // Room for JSON's escapes and a form's boundaries around the longest statement read.
    maxBytes: Math.round(MAX_STATEMENT_BYTES * 1.05),
  },
  {
    method: 'POST',
    path: /^\/api\/staff\/audit-reports$/,
    types: ['multipart/form-data'],
    maxBytes: 20 * 1024 * 1024 + 64 * 1024,
  },
];

const largeLimits = new Map(
  LARGE_WRITES.map((write) => [
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

/** 415 for a write whose body is not JSON, 413 for a body over MAX_BODY_BYTES (LARGE_WRITES excepted). */
export function jsonWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const large = LARGE_WRITES.find((write) => write.method === c.req.method && write.path.test(c.req.path));
    if (large) {
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(large.types as readonly string[]).includes(type)) {
        return fail(c, 415, `Send this request as ${large.types.join(' or ')}.`);
      }
      return largeLimits.get(large)!(c, next);
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
