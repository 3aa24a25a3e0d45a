// The Annual Audit Report table: each document opens in a new tab, and says so to screen readers.
import {
  AUDIT_COLUMNS,
  auditReportLabel,
  CONTRIBUTIONS_WORDS,
  newestReportsFirst,
} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {useLoad} from '../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {StackedCell} from '../../ui/stacked-cell.tsx';
import {Table} from '../../ui/table.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

/** The audit reports, newest first; they load (and fail) on their own, apart from the ledgers. */
export function AuditReports() {
  const t = pageTranslator(contributionsBook);
  const {state, refetch} = useLoad(
    async (api, signal) => newestReportsFirst(dataOf(await api.getAuditReports({signal})).auditReports),
    [],
  );
  return (
    <Section
      id="audit-reports"
      title={t(CONTRIBUTIONS_WORDS.auditTitle)}
      intro={<p>{t(CONTRIBUTIONS_WORDS.auditIntro)}</p>}
    >
      {state.status === 'loading' && <LoadingNote text={t(CONTRIBUTIONS_WORDS.auditLoading)} />}
      {state.status === 'failed' && (
        <LoadProblem message={t(CONTRIBUTIONS_WORDS.auditFailed)} onRetry={refetch} />
      )}
      {state.status === 'ready' && (
        <Table
          caption={t(CONTRIBUTIONS_WORDS.auditCaption)}
          captionHidden
          columns={AUDIT_COLUMNS.map((column) => t(column.label))}
        >
          {state.data.length === 0 ? (
            <tr>
              <td colSpan={2}>{t(CONTRIBUTIONS_WORDS.noAuditReports)}</td>
            </tr>
          ) : (
            state.data.map((report, index) => (
              <tr key={report.year}>
                <StackedCell label={t(CONTRIBUTIONS_WORDS.columnNo)}>{index + 1}</StackedCell>
                <StackedCell label={t(CONTRIBUTIONS_WORDS.columnDocuments)}>
                  <a href={report.url} target="_blank" rel="noopener">
                    {auditReportLabel(report.year, t)}
                    <VisuallyHidden> {t(CONTRIBUTIONS_WORDS.opensInNewTab)}</VisuallyHidden>
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
