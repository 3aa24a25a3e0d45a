// Contributions: grouping, totals and CSV for the contributions page and the <nard-contributions> widget.

export {contributionsCsv, csvFileName, expendituresCsv} from './contributions-csv.ts';
export {downloadCsv, downloadFile} from './download-csv.ts';
export {barPercent, collectionText, fundedText, progressText, raisedText} from './figure-words.ts';
export {groupByProject} from './group-by-project.ts';
export {
  AUDIT_COLUMNS,
  auditReportLabel,
  CONTRIBUTOR_COLUMNS,
  contributorRows,
  contributorsCaption,
  downloadContext,
  EXPENDITURE_COLUMNS,
  expenditureRows,
  expendituresCaption,
  type LedgerColumn,
  type LedgerRow,
  ledgerSummary,
  ledgerTotals,
  newestReportsFirst,
  toggleContext,
} from './ledger-view.ts';
export {computeFigures, type Figures, type ProjectFigures} from './project-figures.ts';
export type {AnchorProjectGroup} from './types.ts';
export {CONTRIBUTIONS_WORDS} from './words.ts';
