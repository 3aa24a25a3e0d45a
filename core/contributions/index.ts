// Contributions: grouping, totals and CSV for the contributions page and the <nard-contributions> widget.

export {CSV_BOM, type CsvCell, csvCell, toCsv} from '../format/csv.ts';
export {centsToDecimal} from './cents.ts';
export {
  CONTRIBUTORS_CSV_HEADER,
  contributionsCsv,
  csvFileName,
  EXPENDITURES_CSV_HEADER,
  expendituresCsv,
} from './contributions-csv.ts';
export {downloadCsv, downloadFile} from './download-csv.ts';
export {
  barPercent,
  collectionText,
  fundedText,
  NOT_STARTED,
  progressText,
  raisedText,
} from './figure-words.ts';
export {type GroupOptions, groupByProject} from './group-by-project.ts';
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
  type LedgerColumnKind,
  type LedgerRow,
  ledgerSummary,
  ledgerTotals,
  newestReportsFirst,
  type SummaryPart,
  toggleContext,
} from './ledger-view.ts';
export {computeFigures, type Figures, type ProjectFigures} from './project-figures.ts';
export type {AnchorProjectGroup} from './types.ts';
export {CONTRIBUTIONS_WORDS, FIGURE_WORDS} from './words.ts';
