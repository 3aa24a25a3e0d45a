// The Annual Audit Report table; each document opens in a new tab, as on the site.
import type {AuditReport} from '../../core/data/index.ts';

/** A report link made absolute against the API (a relative '/audit/x.pdf' must not hit the partner's site). */
export function reportHref(url: string, api: string): string | undefined {
  try {
    const href = new URL(url, api);
    return href.protocol === 'https:' || href.protocol === 'http:' ? href.href : undefined;
  } catch {
    return undefined;
  }
}

/** No. and Documents columns. */
export function AuditReports({reports, api}: {reports: readonly AuditReport[]; api: string}) {
  if (reports.length === 0) return null;
  return (
    <table part="table audit-table">
      <caption>Annual audit reports</caption>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col">Documents</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report, index) => (
          <tr key={report.year}>
            <td>{index + 1}</td>
            <td>
              <a href={reportHref(report.url, api)} target="_blank" rel="noopener">
                Annual Audit Report {report.year}
                <span class="sr-only"> (opens in a new tab)</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
