// /audit/uploaded-<year>.pdf: audit reports staff uploaded, served from the database so that every
// instance has them. Seeded sample PDFs stay files under server/seed/audit-pdfs/audit (static-site.ts).
import {Hono} from 'hono';
import type {AppDeps} from '../../app-deps.ts';
import type {ContentStores} from '../store/content-stores.ts';

/** Mounted at /audit, before the static files. */
export function auditFileRoutes(deps: AppDeps<ContentStores>): Hono {
  return new Hono().get('/:file{uploaded-[0-9]{4}\\.pdf}', async (c, next) => {
    const year = Number(c.req.param('file').slice('uploaded-'.length, -'.pdf'.length));
    const pdf = await deps.store.readAuditPdf(year);
    if (!pdf) return next();
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="annual-audit-report-${year}.pdf"`,
      // A replaced report keeps its address: browsers check again rather than keep an old copy.
      'Cache-Control': 'public, no-cache',
    });
  });
}
