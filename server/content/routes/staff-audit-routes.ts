// Audit reports: GET lists them; POST (multipart: `year`, `file`) uploads or replaces a year's PDF;
// DELETE /:year removes it. The file must be a PDF by its bytes (%PDF- header, %%EOF trailer), <= 20 MB.
import {Hono} from 'hono';
import {readInteger} from '../../../core/rules/index.ts';
import {actorOf, notFound, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, INVALID_FIELDS_MESSAGE, ok} from '../../http/answers.ts';
import type {ContentStores} from '../store/content-stores.ts';

/** The largest PDF accepted. */
export const AUDIT_PDF_MAX_BYTES = 20 * 1024 * 1024;

const PDF_HEADER = new TextEncoder().encode('%PDF-');
const PDF_TRAILER = '%%EOF';

/** True when the bytes look like a whole PDF: the header first, the end-of-file marker near the end. */
export function isPdf(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 64 || PDF_HEADER.some((byte, i) => bytes[i] !== byte)) return false;
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.byteLength - 1024)));
  return tail.includes(PDF_TRAILER);
}

function yearOf(value: unknown): number | null {
  try {
    return readInteger(value, 2000, 2100);
  } catch {
    return null;
  }
}

/** Mounted at /api/staff/audit-reports. */
export function auditRoutes(deps: AppDeps<ContentStores>): Hono<StaffEnv> {
  return new Hono<StaffEnv>()
    .get('/', async (c) => ok(c, {auditReports: await deps.store.listAuditReports()}))
    .post('/', async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return fail(c, 400, 'Send the report as a form with the fields year and file.');
      }
      const errors: Record<string, string> = {};
      const year = yearOf(form.year);
      if (year === null) errors.year = 'Year must be a whole number from 2000 to 2100.';
      const file = form.file;
      let bytes: Uint8Array | null = null;
      if (!(file instanceof File) || file.size === 0) errors.file = 'Choose the PDF file of the report.';
      else if (file.size > AUDIT_PDF_MAX_BYTES) errors.file = 'The file is larger than 20 MB.';
      else {
        bytes = new Uint8Array(await file.arrayBuffer());
        if (!isPdf(bytes)) errors.file = 'The file is not a PDF. Choose the report saved as PDF.';
      }
      if (year === null || !bytes || Object.keys(errors).length > 0) {
        return fail(c, 400, INVALID_FIELDS_MESSAGE, errors);
      }
      const change = await deps.store.saveAuditReport({year, pdf: bytes}, actorOf(c), deps.now());
      const message = change.before ? `The ${year} report is replaced.` : `The ${year} report is published.`;
      return ok(c, {message, auditReport: change.after}, change.before ? 200 : 201);
    })
    .delete('/:year', async (c) => {
      const year = yearOf(c.req.param('year'));
      const removed = year === null ? null : await deps.store.deleteAuditReport(year, actorOf(c), deps.now());
      if (!removed) return notFound(c, 'audit report');
      return ok(c, {message: `The ${year} report is removed.`, auditReport: removed});
    });
}
