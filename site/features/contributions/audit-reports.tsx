// The Annual Audit Report table: each document opens in a new tab, and says so to screen readers.
import {
  AUDIT_COLUMNS,
  auditReportLabel,
  LEDGER_WORDS,
  newestReportsFirst,
} from '../../../core/contributions/index.ts';
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
    async (api, signal) => newestReportsFirst(dataOf(await api.getAuditReports({signal})).auditReports),
    [],
  );
  return (
    <Section id="audit-reports" title={LEDGER_WORDS.auditTitle} intro={<p>{LEDGER_WORDS.auditIntro}</p>}>
      {state.status === 'loading' && <LoadingNote text="Loading the audit reports…" />}
      {state.status === 'failed' && (
        <LoadProblem
          message="Sorry, we could not load the list of audit reports just now. Please try again."
          onRetry={refetch}
        />
      )}
      {state.status === 'ready' && (
        <Table
          caption={LEDGER_WORDS.auditCaption}
          captionHidden
          columns={AUDIT_COLUMNS.map((column) => column.label)}
        >
          {state.data.length === 0 ? (
            <tr>
              <td colSpan={2}>{LEDGER_WORDS.noAuditReports}</td>
            </tr>
          ) : (
            state.data.map((report, index) => (
              <tr key={report.year}>
                <StackedCell label="No.">{index + 1}</StackedCell>
                <StackedCell label="Documents">
                  <a href={report.url} target="_blank" rel="noopener">
                    {auditReportLabel(report.year)}
                    <VisuallyHidden>{LEDGER_WORDS.opensInNewTab}</VisuallyHidden>
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
