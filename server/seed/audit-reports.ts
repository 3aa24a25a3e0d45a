// The audited years; server/seed/audit-pdfs/make-audit-pdfs.ts writes one PDF per year from the seed rows.
import type {AuditReport} from '../content/store/content-store.ts';

export const AUDITED_YEARS = [2024, 2025] as const;

/** The public URL of a year's audit report, served from server/seed/audit-pdfs/audit. */
export function auditReportUrl(year: number): string {
  return `/audit/annual-audit-report-${year}.pdf`;
}

export const SEED_AUDIT_REPORTS: AuditReport[] = AUDITED_YEARS.map((year) => ({
  year,
  url: auditReportUrl(year),
}));
