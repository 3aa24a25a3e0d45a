// The console's calls to /api/staff/gifts (issue 22), on the site's one API client.
// The answers' types are core/wire's (one definition for the server and the console); the calls name the
// contract's routes, so a field renamed on either side fails the build.
import {type Api, callRoute} from '../../../../core/api/index.ts';
import type {StatementColumns} from '../../../../core/donate/index.ts';
import type {
  GiftListAnswer,
  IrasCheck,
  StatementAnswer,
  TransferSuggestion,
  WaitingTransfer,
} from '../../../../core/wire/index.ts';
import type {TableQuery} from '../staff-api.ts';

export type {
  GiftListAnswer,
  IrasCheck,
  StatementAnswer,
  StatementColumns,
  TransferSuggestion,
  WaitingTransfer,
};

/** GET /staff/gifts/transfers/:id/suggestions: the likely pledges, best first. */
export function transferSuggestions(api: Api, id: string, signal?: AbortSignal) {
  return callRoute(api.send, 'GET /staff/gifts/transfers/:id/suggestions', {params: {id}}, {signal});
}

/** GET /staff/gifts: a page of the filtered or searched gifts. */
export function listGifts(api: Api, query: TableQuery, signal?: AbortSignal) {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return callRoute(api.send, 'GET /staff/gifts', {searchParams}, {signal});
}

/** PATCH /staff/gifts/:id: received (what arrived and when) or void (why). */
export function updateGift(api: Api, id: string, body: Record<string, unknown>) {
  return callRoute(api.send, 'PATCH /staff/gifts/:id', {params: {id}, json: body});
}

/** PATCH /staff/gifts/:id/tax-id: the donor's ID added or corrected, until the gift is filed with IRAS. */
export function setGiftTaxId(api: Api, id: string, body: Record<string, unknown>) {
  return callRoute(api.send, 'PATCH /staff/gifts/:id/tax-id', {params: {id}, json: body});
}

/** POST /staff/gifts/receive: several open gifts received on one day, all or none. */
export function receiveGifts(api: Api, body: Record<string, unknown>) {
  return callRoute(api.send, 'POST /staff/gifts/receive', {json: body});
}

/** POST /staff/gifts/:id/receipt-mail: Send again, the receipt mail of a received gift goes now. */
export function resendReceiptMail(api: Api, id: string) {
  return callRoute(api.send, 'POST /staff/gifts/:id/receipt-mail', {params: {id}});
}

/** POST /staff/gifts: a gift recorded by hand, received at once. */
export function recordGift(api: Api, body: Record<string, unknown>) {
  return callRoute(api.send, 'POST /staff/gifts', {json: body});
}

/** POST /staff/gifts/transfers/:id: a waiting transfer paid a pledge (its reference), or is a new gift. */
export function settleTransfer(api: Api, id: string, body: Record<string, unknown>) {
  return callRoute(api.send, 'POST /staff/gifts/transfers/:id', {params: {id}, json: body});
}

/** POST /staff/gifts/bank-statement: a dry run (nothing saved) or the save; a 400 keeps its body. */
export function sendStatement(api: Api, csv: string, columns: StatementColumns | null, dryRun: boolean) {
  return api.send<StatementAnswer>({
    method: 'post',
    path: 'staff/gifts/bank-statement',
    searchParams: dryRun ? {dryRun: '1'} : {},
    json: columns ? {csv, columns} : {csv},
    keepBody: true,
  });
}

/** GET a PDF or CSV of the gifts API as a Blob. */
export function getGiftFile(api: Api, path: string, searchParams: Record<string, string> = {}) {
  return api.send<{blob: Blob}>({method: 'get', path: `staff/gifts/${path}`, searchParams, accept: 'blob'});
}

/** GET /staff/gifts/iras/check: the year as IRAS is to hear of it (`all`: the gifts filed before too). */
export function checkIras(api: Api, year: string, all: boolean, signal?: AbortSignal) {
  const searchParams = all ? {year, all: '1' as const} : {year};
  return callRoute(api.send, 'GET /staff/gifts/iras/check', {searchParams}, {signal});
}

/** POST /staff/gifts/iras/filings/:id/submitted: the day the file went to IRAS. */
export function markIrasSubmitted(api: Api, id: string, submittedOn: string) {
  return callRoute(api.send, 'POST /staff/gifts/iras/filings/:id/submitted', {
    params: {id},
    json: {submittedOn},
  });
}
