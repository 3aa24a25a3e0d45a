// The Annual Audit Report table: each document opens in a new tab, and says so to screen readers.
import {auditColumns, auditReportLabel, newestReportsFirst} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useLoad} from '../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

/** The audit reports, newest first; they load (and fail) on their own, apart from the ledgers. */
export function AuditReports() {
  const words = pageWords(contributionsBook);
  const {state, refetch} = useLoad(
    async (api, signal) => newestReportsFirst(dataOf(await api.getAuditReports({signal})).auditReports),
    [],
  );
  const columns = auditColumns(words).map((column) => column.label);
  return (
    <Section id="audit-reports" title={words('auditTitle')} intro={<p>{words('auditIntro')}</p>}>
      {state.status === 'loading' && <LoadingNote text={words('auditLoading')} />}
      {state.status === 'failed' && <LoadProblem message={words('auditFailed')} onRetry={refetch} />}
      {state.status === 'ready' && (
        <Table caption={words('auditCaption')} captionHidden columns={columns}>
          {state.data.length === 0 ? (
            <tr>
              <td colSpan={2}>{words('noAuditReports')}</td>
            </tr>
          ) : (
            state.data.map((report, index) => (
              <tr key={report.year}>
                <StackedCell label={columns[0]!}>{index + 1}</StackedCell>
                <StackedCell label={columns[1]!}>
                  <a href={report.url} target="_blank" rel="noopener">
                    {auditReportLabel(report.year, words)}
                    <VisuallyHidden>{words('opensInNewTab')}</VisuallyHidden>
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
