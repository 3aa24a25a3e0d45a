// The console's typed calls to /api/staff/*, on the site's one API client (`api.send`: token, refresh,
// logging). They live here, not in core/api, so public pages never carry them.
import type {Api, ApiResult, CallOptions} from '../../../core/api/index.ts';

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
