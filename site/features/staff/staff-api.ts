// The console's typed calls to /api/staff/*, on the site's one API client (`api.send`: token, refresh,
// logging). They live here, not in core/api, so public pages never carry them.
import type {Api, ApiResult, CallOptions} from '../../../core/api/index.ts';
import type {Page} from '../../../core/staff/index.ts';

/** The record kinds staff edit one at a time, as the staff API names them in paths and answers. */
export const RECORD_NAMES = {
  announcements: {one: 'announcement', many: 'announcements'},
  contributors: {one: 'contributor', many: 'contributors'},
  expenditures: {one: 'expenditure', many: 'expenditures'},
  events: {one: 'event', many: 'events'},
} as const;

export type RecordKind = keyof typeof RECORD_NAMES;

/** What a form sends for a record: the field values as typed (the server checks and converts them). */
export type RecordFields = Record<string, unknown>;

/** GET /staff/<kind>: every record, as the answer's list. */
export async function listRecords<T>(
  api: Api,
  kind: RecordKind,
  options?: CallOptions,
): Promise<ApiResult<{list: T[]}>> {
  const result = await api.send<Record<string, T[]>>({method: 'get', path: `staff/${kind}`}, options);
  if (!result.success) return result;
  return {success: true, statusCode: result.statusCode, list: result[RECORD_NAMES[kind].many] ?? []};
}

/** POST /staff/<kind> when `id` is null, else PUT /staff/<kind>/<id>. */
export function saveRecord(api: Api, kind: RecordKind, id: string | null, fields: RecordFields) {
  return id === null
    ? api.send<{message: string}>({method: 'post', path: `staff/${kind}`, json: fields})
    : api.send<{message: string}>({
        method: 'put',
        path: `staff/${kind}/${encodeURIComponent(id)}`,
        json: fields,
      });
}

/** DELETE /staff/<kind>/<id> (events are cancelled, not deleted). */
export function removeRecord(api: Api, kind: RecordKind, id: string) {
  return api.send<{message: string}>({method: 'delete', path: `staff/${kind}/${encodeURIComponent(id)}`});
}

/** A server-paged table's query: filters, sort and page, sent as they are in the query string. */
export type TableQuery = Record<string, string>;

/** GET /staff/<path>?<query>: one page of a server-sorted, filtered table. */
export function getPage<T>(api: Api, path: string, query: TableQuery, options?: CallOptions) {
  return api.send<Page<T>>(
    {method: 'get', path: `staff/${path}`, searchParams: withoutEmpty(query)},
    options,
  );
}

/** PATCH /staff/<path>/<id> with a JSON body (applicant status, message handled, role). */
export function patchRow(api: Api, path: string, id: string, body: Record<string, unknown>) {
  return api.send<{message: string}>({
    method: 'patch',
    path: `staff/${path}/${encodeURIComponent(id)}`,
    json: body,
  });
}

/** GET /staff/applicants?format=csv with the table's filters: the CSV text. */
export function exportApplicantsCsv(api: Api, query: TableQuery) {
  const {page: _page, pageSize: _pageSize, ...filters} = query;
  return api.send<{text: string}>({
    method: 'get',
    path: 'staff/applicants',
    searchParams: withoutEmpty({...filters, format: 'csv'}),
    accept: 'text',
  });
}

function withoutEmpty(query: TableQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** One row of a CSV import's report: the file's row number and its problems (none: it would be saved). */
export type ImportRow = {row: number; ok: boolean; problems: string[]; alreadySaved?: boolean};

/** What an import answers: its message and the row-by-row report. */
export type ImportAnswer = {message: string; rows: ImportRow[]; written: number; batch?: string};

/** DELETE /staff/<kind>/import/:batch: the rows of one import, taken back together (logged). */
export function undoImport(api: Api, kind: 'contributors' | 'expenditures', batch: string) {
  return api.send<{message: string; removed: number}>({
    method: 'delete',
    path: `staff/${kind}/import/${encodeURIComponent(batch)}`,
  });
}

/** POST /staff/<kind>/import: `dryRun` only checks; otherwise every row is saved, or none. */
export function importCsv(api: Api, kind: 'contributors' | 'expenditures', csv: string, dryRun: boolean) {
  return api.send<ImportAnswer>({
    method: 'post',
    path: `staff/${kind}/import`,
    json: {csv},
    searchParams: dryRun ? {dryRun: 'true'} : {},
    keepBody: true,
  });
}

/** The report inside a refused import's answer (`keepBody`), or none. */
export function reportOf(body: unknown): ImportRow[] {
  const rows = (body as {rows?: unknown} | undefined)?.rows;
  return Array.isArray(rows) ? (rows as ImportRow[]) : [];
}
