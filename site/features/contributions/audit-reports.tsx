// The Annual Audit Report table: each document opens in a new tab, and says so to screen readers.

import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';
import {useAuditReports} from './use-audit-reports.ts';

export function AuditReports() {
  const {state, retry} = useAuditReports();
  return (
    <Section
      id="audit-reports"
      title="Annual Audit Report"
      intro={<p>An independent auditor checks our accounts every year. You can read each report in full.</p>}
    >
      {state.status === 'loading' && <LoadingNote text="Loading the audit reports…" />}
      {state.status === 'failed' && (
        <LoadProblem
          message="Sorry, we could not load the list of audit reports just now. Please try again."
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <Table caption="Annual audit reports" captionHidden columns={['No.', 'Documents']}>
          {state.reports.length === 0 ? (
            <tr>
              <td colSpan={2}>Our first audit report will appear here once it is ready.</td>
            </tr>
          ) : (
            state.reports.map((report, index) => (
              <tr key={report.year}>
                <StackedCell label="No.">{index + 1}</StackedCell>
                <StackedCell label="Documents">
                  <a href={report.url} target="_blank" rel="noopener">
                    Annual Audit Report {report.year}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </StackedCell>
              </tr>
            ))
          )}
        </Table>
      )}
    </Section>
  );
}
