// The console's calls to /api/staff/gifts (issue 22), on the site's one API client.
import type {Api} from '../../../../core/api/index.ts';
import type {
  GiftRecord,
  IrasFilingRecord,
  StaffGiftRecord,
  StatementColumns,
  StatementReport,
} from '../../../../core/donate/index.ts';
import type {Page} from '../../../../core/staff/index.ts';
import type {TableQuery} from '../staff-api.ts';

export type {StatementColumns};

/** A bank transfer no reference matched, waiting for staff to settle it. */
export type WaitingTransfer = {
  id: string;
  date: string;
  amountCents: number;
  text: string;
  /** The payer's name as read from the text (issue 56); null when none stands out. */
  payer?: string | null;
};

/** A pledge a waiting transfer likely paid, and why. */
export type TransferSuggestion = {gift: GiftRecord; reasons: string[]};

/** GET /staff/gifts/transfers/:id/suggestions: the likely pledges, best first. */
export function transferSuggestions(api: Api, id: string, signal?: AbortSignal) {
  return api.send<{suggestions: TransferSuggestion[]}>(
    {method: 'get', path: `staff/gifts/transfers/${encodeURIComponent(id)}/suggestions`},
    {signal},
  );
}

/**
 * One page of the gifts and where expiry falls: a pledge still unpaid that was made before
 * `expiredBefore` (ISO) is expired, after `pledgeExpiryDays`.
 */
export type GiftListAnswer = Page<StaffGiftRecord> & {
  expiredBefore: string;
  pledgeExpiryDays: number;
};

/** GET /staff/gifts: a page of the filtered or searched gifts. */
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

/** PATCH /staff/gifts/:id/tax-id: the donor's ID added or corrected, until the gift is filed with IRAS. */
export function setGiftTaxId(api: Api, id: string, body: Record<string, unknown>) {
  return api.send<{gift: GiftRecord}>({
    method: 'patch',
    path: `staff/gifts/${encodeURIComponent(id)}/tax-id`,
    json: body,
  });
}

/** POST /staff/gifts/receive: several open gifts received on one day, all or none. */
export function receiveGifts(api: Api, body: Record<string, unknown>) {
  return api.send<{gifts: GiftRecord[]}>({method: 'post', path: 'staff/gifts/receive', json: body});
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

/** The server's report of a statement, with what was saved once it is. */
export type StatementAnswer = StatementReport & {
  saved?: {received: number; review: number; unmatched: number; already: number; importId: string};
};

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

/** What a year's IRAS file would hold, what IRAS would refuse and why, and what is to correct. */
export type IrasCheck = {
  year: number;
  records: number;
  totalDollars: number;
  filed: number;
  refused: {reference: string; receiptNumber: string; problems: string[]}[];
  corrections: {
    reference: string;
    receiptNumber: string;
    filedDollars: number;
    changes: ('cancelled' | 'amount' | 'id' | 'name' | 'date')[];
  }[];
};

/** GET /staff/gifts/iras/check: the year as IRAS is to hear of it (`all`: the gifts filed before too). */
export function checkIras(api: Api, year: string, all: boolean, signal?: AbortSignal) {
  return api.send<{check: IrasCheck; filings: IrasFilingRecord[]}>(
    {method: 'get', path: 'staff/gifts/iras/check', searchParams: all ? {year, all: '1'} : {year}},
    {signal},
  );
}

/** POST /staff/gifts/iras/filings/:id/submitted: the day the file went to IRAS. */
export function markIrasSubmitted(api: Api, id: string, submittedOn: string) {
  return api.send<{message: string; filing: IrasFilingRecord}>({
    method: 'post',
    path: `staff/gifts/iras/filings/${encodeURIComponent(id)}/submitted`,
    json: {submittedOn},
  });
}
