// The Annual Audit Report table, newest first as on the site; each document opens in a new tab.

import type {AuditReport} from '../../core/content/index.ts';
import {
  AUDIT_COLUMNS,
  auditReportLabel,
  CONTRIBUTIONS_WORDS,
  newestReportsFirst,
} from '../../core/contributions/index.ts';
import {DataTable} from '../shared/data-table.tsx';
import {useT} from '../shared/language.ts';

/** A report link made absolute against the API (a relative '/audit/x.pdf' must not hit the partner's site). */
export function reportHref(url: string, api: string): string | undefined {
  try {
    const href = new URL(url, api);
    return href.protocol === 'https:' || href.protocol === 'http:' ? href.href : undefined;
  } catch {
    return undefined;
  }
}

/** The section's heading and intro, then the No. and Documents columns. */
export function AuditReports({reports, api}: {reports: readonly AuditReport[]; api: string}) {
  const t = useT();
  const sorted = newestReportsFirst(reports);
  const rows = sorted.map((report, index) => ({
    key: String(report.year),
    cells: [String(index + 1), auditReportLabel(report.year, t)],
  }));
  return (
    <section class="audit" aria-labelledby="audit-title">
      <h3 id="audit-title">{t(CONTRIBUTIONS_WORDS.auditTitle)}</h3>
      <p>{t(CONTRIBUTIONS_WORDS.auditIntro)}</p>
      <DataTable
        caption={t(CONTRIBUTIONS_WORDS.auditCaption)}
        captionHidden
        columns={AUDIT_COLUMNS}
        rows={rows}
        empty={t(CONTRIBUTIONS_WORDS.noAuditReports)}
        renderCell={(column, text, row) => {
          const report = sorted[row];
          if (column !== 1 || !report) return text;
          return (
            <a href={reportHref(report.url, api)} target="_blank" rel="noopener">
              {text}
              <span class="sr-only"> {t(CONTRIBUTIONS_WORDS.opensInNewTab)}</span>
            </a>
          );
        }}
      />
    </section>
  );
}
