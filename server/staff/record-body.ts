// Reads a staff write body for a content record with core's rules (the same as the admin import):
// 400 with one sentence per bad field, else the store's fields (amounts in cents, project ids).
import type {Context} from 'hono';
import {ANCHOR_PROJECTS} from '../../core/content/index.ts';
import {checkContentRecord} from '../../core/rules/index.ts';
import {toContentRows} from '../content/ledger-import/validate-rows.ts';
import {fail, INVALID_FIELDS_MESSAGE, readJsonObject} from '../http/answers.ts';
import type {StaffRecordKind, StaffRecords} from './store/staff-store.ts';

/** The checked fields of a record body, or the 400 answer to send. */
export type RecordBody<K extends StaffRecordKind> =
  | {ok: true; fields: StaffRecords[K]['fields']}
  | {ok: false; response: Response};

/** Parses and checks `c`'s JSON body as one record of `kind`. */
export async function readRecordBody<K extends StaffRecordKind>(c: Context, kind: K): Promise<RecordBody<K>> {
  const body = await readJsonObject(c);
  if (!body.ok) return body;
  const checked = checkContentRecord(kind, body.value, ANCHOR_PROJECTS);
  if (!checked.ok) return {ok: false, response: fail(c, 400, INVALID_FIELDS_MESSAGE, checked.errors)};
  const [fields] = toContentRows(kind, [checked.value]).rows;
  return {ok: true, fields: fields as StaffRecords[K]['fields']};
}
