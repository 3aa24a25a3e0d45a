// Audit reports: the annual PDFs the Contribution page lists. Upload one with its year, replace it, or remove it.
import type {AuditReport} from '../../../../core/content/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {listAuditReports, removeAuditReport} from '../settings-api.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {AuditUpload} from './audit-upload.tsx';

/** The audit reports screen of the console. */
export default function AuditScreen() {
  return (
    <RecordScreen<AuditReport>
      intro="Each year's audit report, as a PDF. The Contribution page lists them as 'Annual Audit Report' and the year."
      load={async (api, _query, signal) => dataOf(await listAuditReports(api, {signal})).auditReports}
      loading="Loading audit reports..."
      empty="No audit reports yet."
      caption="Audit reports"
      rowKey={(report) => report.year}
      columns={[
        {heading: 'Year', cell: (report) => report.year},
        {
          heading: 'Document',
          cell: (report) => (
            <a href={report.url} target="_blank" rel="noopener">
              {`Annual Audit Report ${report.year} (opens in a new tab)`}
            </a>
          ),
        },
      ]}
      tools={[
        {
          label: 'Upload a report',
          dialog: (_query, host) => <AuditUpload year={null} onClose={host.close} onSaved={host.finish} />,
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Replace',
            name: (report) => `Replace the ${report.year} report`,
            dialog: (report, host) => (
              <AuditUpload year={report.year} onClose={host.close} onSaved={host.finish} />
            ),
          },
          {
            label: 'Remove',
            name: (report) => `Remove the ${report.year} report`,
            variant: 'quiet',
            confirm: {
              title: 'Remove this audit report?',
              confirmLabel: 'Remove report',
              says: (report) =>
                `Annual Audit Report ${report.year} will no longer be listed on the Contribution page, and its PDF link stops working.`,
              send: (api, report) => removeAuditReport(api, report.year),
              done: (report) => `Removed: Annual Audit Report ${report.year}.`,
            },
          },
        ],
      }}
    />
  );
}
