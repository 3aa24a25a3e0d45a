// The console's calls for bank transfers and statement imports under /api/staff/gifts (issue 55), on the
// site's one API client: the transfers waiting for a match a page at a time, and undoing a statement.
import {type Api, callRoute} from '../../../../core/api/index.ts';
import type {StatementImport} from '../../../../core/donate/index.ts';

/** What the waiting transfers are asked with: the search (text, amount or day) and the page. */
export type TransferQuery = {q: string; page: number; pageSize: number};

/** GET /staff/gifts/transfers: one page of the transfers waiting for a match. */
export function listWaitingTransfers(api: Api, {q, page, pageSize}: TransferQuery, signal?: AbortSignal) {
  const searchParams = {page: String(page), pageSize: String(pageSize), ...(q.trim() ? {q: q.trim()} : {})};
  return callRoute(api.send, 'GET /staff/gifts/transfers', {searchParams}, {signal});
}

export type {StatementImport};

/** GET /staff/gifts/bank-statements: the latest imports, newest first. */
export function listStatementImports(api: Api, signal?: AbortSignal) {
  return callRoute(api.send, 'GET /staff/gifts/bank-statements', {}, {signal});
}

/** DELETE /staff/gifts/bank-statement/:id: what the statement did, taken back, or why not (in words). */
export function undoStatement(api: Api, id: string) {
  return callRoute(api.send, 'DELETE /staff/gifts/bank-statement/:importId', {params: {importId: id}});
}
