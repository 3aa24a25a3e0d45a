// The writes that carry a file, each on one exact staff path: the only bodies allowed past the 16 kB of
// every other write (middleware/json-writes.ts). The app names them here, beside the domains they belong to.
import {MAX_STATEMENT_BYTES} from './gifts/statement-limits.ts';
import type {LargeWrite} from './middleware/json-writes.ts';

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
