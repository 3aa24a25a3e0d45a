// The Annual Audit Report table: each document opens in a new tab, and says so to screen readers.
import {dataOf} from '../../lib/data-of.ts';
import {useLoad} from '../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

/** The audit reports, newest first; they load (and fail) on their own, apart from the ledgers. */
export function AuditReports() {
  const {state, refetch} = useLoad(
    async (api, signal) =>
      dataOf(await api.getAuditReports({signal})).auditReports.sort((a, b) => b.year - a.year),
    [],
  );
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
          onRetry={refetch}
        />
      )}
      {state.status === 'ready' && (
        <Table caption="Annual audit reports" captionHidden columns={['No.', 'Documents']}>
          {state.data.length === 0 ? (
            <tr>
              <td colSpan={2}>Our first audit report will appear here once it is ready.</td>
            </tr>
          ) : (
            state.data.map((report, index) => (
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
