// One opened table of a project: the rows, the Total and Download CSV. It lives in the ledger part
// (ledger-part.ts), loaded after the element's first paint, which shows only the totals and the closed
// toggles; it draws with the element's Preact and the element's DataTable.
import {
  type AnchorProjectGroup,
  CONTRIBUTIONS_WORDS,
  CONTRIBUTOR_COLUMNS,
  contributionsCsv,
  contributorRows,
  contributorsCaption,
  csvFileName,
  downloadContext,
  downloadCsv,
  EXPENDITURE_COLUMNS,
  expenditureRows,
  expendituresCaption,
  expendituresCsv,
  ledgerTotals,
} from '../../core/contributions/index.ts';
import type {Language} from '../../core/i18n/index.ts';
import type {DataTable} from '../shared/data-table.tsx';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';

export type LedgerPanelProps = {
  group: AnchorProjectGroup;
  table: 'contributors' | 'expenditures';
  language: Language;
  emit: WidgetProps['emit'];
  /** The element's table component (the audit reports draw with it too), so the part has no copy. */
  Table: typeof DataTable;
};

/** The table with its Total line, then the button that saves it as CSV. */
export function LedgerPanel({group, table, language, emit, Table}: LedgerPanelProps) {
  const t = useT();
  const totals = ledgerTotals(group);
  const contributors = table === 'contributors';
  const download = () => {
    const text = contributors
      ? contributionsCsv(group.contributors, t)
      : expendituresCsv(group.expenditures, t);
    downloadCsv(csvFileName(group.title, table), text);
    emit('nard-submit', {type: `csv-${table}`});
  };
  return (
    <>
      <Table
        caption={contributors ? contributorsCaption(group.title, t) : expendituresCaption(group.title, t)}
        columns={contributors ? CONTRIBUTOR_COLUMNS : EXPENDITURE_COLUMNS}
        rows={
          contributors
            ? contributorRows(group.contributors, language)
            : expenditureRows(group.expenditures, language)
        }
        empty={t(contributors ? CONTRIBUTIONS_WORDS.noContributions : CONTRIBUTIONS_WORDS.noExpenditures)}
        total={{
          label: t(CONTRIBUTIONS_WORDS.total),
          amount: contributors ? totals.contributors : totals.expenditures,
        }}
      />
      <button type="button" class="quiet" part="download" onClick={download}>
        {t(CONTRIBUTIONS_WORDS.download)}
        <span class="sr-only"> {downloadContext(table, group.title, t)}</span>
      </button>
    </>
  );
}
