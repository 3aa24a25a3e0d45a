// The console's calls to /api/staff/gifts (issue 22), on the site's one API client.
import type {Api} from '../../../../core/api/index.ts';
import type {GiftRecord, Page, StaffGiftRecord} from '../../../../core/data/index.ts';
import type {TableQuery} from '../staff-api.ts';

/** A bank transfer no reference matched, waiting for staff to settle it. */
export type WaitingTransfer = {id: string; date: string; amountCents: number; text: string};

/**
 * One page of the gifts, the transfers waiting for staff, and where expiry falls: a pledge still unpaid
 * that was made before `expiredBefore` (ISO) is expired, after `pledgeExpiryDays`.
 */
export type GiftListAnswer = Page<StaffGiftRecord> & {
  unmatched: WaitingTransfer[];
  expiredBefore: string;
  pledgeExpiryDays: number;
};

/** GET /staff/gifts: a page of the filtered or searched gifts, and the transfers waiting for staff. */
export function listGifts(api: Api, query: TableQuery, signal?: AbortSignal) {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return api.send<GiftListAnswer>({method: 'get', path: 'staff/gifts', searchParams}, {signal});
}

/** PATCH /staff/gifts/:id: received (what arrived and when) or void (why). */
export function updateGift(api: Api, id: string, body: Record<string, unknown>) {
  return api.send<{gift: GiftRecord}>({
    method: 'patch',
    path: `staff/gifts/${encodeURIComponent(id)}`,
    json: body,
  });
}

/** POST /staff/gifts/:id/receipt-mail: Send again, the receipt mail of a received gift goes now. */
export function resendReceiptMail(api: Api, id: string) {
  return api.send<{gift: StaffGiftRecord}>({
    method: 'post',
    path: `staff/gifts/${encodeURIComponent(id)}/receipt-mail`,
  });
}

/** POST /staff/gifts: a gift recorded by hand, received at once. */
export function recordGift(api: Api, body: Record<string, unknown>) {
  return api.send<{gift: GiftRecord}>({method: 'post', path: 'staff/gifts', json: body});
}

/** POST /staff/gifts/transfers/:id: a waiting transfer paid a pledge (its reference), or is a new gift. */
export function settleTransfer(api: Api, id: string, body: Record<string, unknown>) {
  return api.send<{gift: GiftRecord}>({
    method: 'post',
    path: `staff/gifts/transfers/${encodeURIComponent(id)}`,
    json: body,
  });
}

/** The columns a statement's rows are read from. */
export type StatementColumns = {date: string; amount: string; text: string[]};

/** One statement row as matched by the server. */
export type StatementReportRow = {
  line: number;
  date: string;
  amount: number;
  text: string;
  outcome: 'matched' | 'review' | 'unmatched' | 'already';
  reference: string | null;
  note: string;
  gift: {id: string; reference: string; donorName: string; amount: number; status: string} | null;
};

/** The server's report of a statement: rows, unreadable lines and counts; `saved` once saved. */
export type StatementReport = {
  columns: StatementColumns;
  rows: StatementReportRow[];
  problems: {line: number; message: string}[];
  counts: Record<'matched' | 'review' | 'unmatched' | 'already', number>;
  saved?: {received: number; review: number; unmatched: number; already: number};
};

/** POST /staff/gifts/bank-statement: a dry run (nothing saved) or the save; a 400 keeps its body. */
export function sendStatement(api: Api, csv: string, columns: StatementColumns | null, dryRun: boolean) {
  return api.send<StatementReport>({
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
