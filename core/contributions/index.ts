// Contributions: grouping, totals and CSV for the contributions page and the <nard-contributions> widget.

export {CSV_BOM, type CsvCell, csvCell, toCsv} from '../data/index.ts';
export {centsToDecimal} from './cents.ts';
export {contributionsCsv, csvFileName, expendituresCsv} from './contributions-csv.ts';
export {downloadCsv, downloadFile} from './download-csv.ts';
export {englishContributionsWords} from './english-words.ts';
export {barPercent, collectionText, fundedText, progressText, raisedText} from './figure-words.ts';
export {type GroupOptions, groupByProject} from './group-by-project.ts';
export {
  auditColumns,
  auditReportLabel,
  contributorColumns,
  contributorRows,
  contributorsCaption,
  downloadContext,
  expenditureColumns,
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
export type {AnchorProjectGroup, ContributionsWords} from './types.ts';
