// What the contributions page and <nard-contributions> both show, decided once: the words, the columns,
// each row's cells, the totals line and the order of the audit reports. The two views only draw it.
import type {Contributor, Expenditure} from '../data/index.ts';
import {formatCents, formatMoney, formatUsDate} from '../format/index.ts';
import type {AnchorProjectGroup} from './types.ts';

/** How a column is drawn: amounts line up on the right, dates never wrap. */
export type LedgerColumnKind = 'index' | 'text' | 'date' | 'amount';

/** A column heading and how its cells are drawn. */
export type LedgerColumn = {label: string; kind: LedgerColumnKind};

/** One body row: its key and one formatted cell per column. */
export type LedgerRow = {key: string; cells: string[]};

/** A run of the totals line; `strong` runs are the amounts. */
export type SummaryPart = {text: string; strong?: boolean};

/** Every fixed word of the ledgers and the audit table (the spec's labels where it names them). */
export const LEDGER_WORDS = {
  title: 'Where the money comes from and goes',
  intro:
    'Every gift and every expense is listed below by project. Open a list to see each line, and download it if you want to check our sums yourself.',
  loading: 'Loading the contributions and expenditures…',
  failed:
    'Sorry, we could not load the contributions and expenditures just now. Please check your connection and try again.',
  none: 'No contributions or expenses have been published yet.',
  auditTitle: 'Annual Audit Report',
  auditIntro: 'An independent auditor checks our accounts every year. You can read each report in full.',
  contributorToggle: 'Contributor',
  expenditureToggle: 'Expenditure',
  download: 'Download CSV',
  total: 'Total',
  noContributions: 'No contributions are recorded for this project yet.',
  noExpenditures: 'No expenses are recorded for this project yet.',
  auditCaption: 'Annual audit reports',
  noAuditReports: 'Our first audit report will appear here once it is ready.',
  opensInNewTab: ' (opens in a new tab)',
} as const;

/** The caption of a project's contributors table. */
export const contributorsCaption = (title: string): string => `Contributors to ${title}`;
/** The caption of a project's expenditures table. */
export const expendituresCaption = (title: string): string => `Expenditures of ${title}`;
/** What a toggle adds for screen readers, so four 'Contributor' buttons are told apart. */
export const toggleContext = (title: string): string => ` list for ${title}`;
/** What a Download CSV button adds for screen readers. */
export const downloadContext = (table: 'contributors' | 'expenditures', title: string): string =>
  table === 'contributors' ? ` of contributors to ${title}` : ` of expenditures of ${title}`;
/** The link text of one audit report, as the spec names it. */
export const auditReportLabel = (year: number | string): string => `Annual Audit Report ${year}`;

/** No., Contributor, Date, Contribution Amount. */
export const CONTRIBUTOR_COLUMNS: readonly LedgerColumn[] = [
  {label: 'No.', kind: 'index'},
  {label: 'Contributor', kind: 'text'},
  {label: 'Date', kind: 'date'},
  {label: 'Contribution Amount', kind: 'amount'},
];

/** No., Expenses Item, Date, Amount, Purpose / Detail. */
export const EXPENDITURE_COLUMNS: readonly LedgerColumn[] = [
  {label: 'No.', kind: 'index'},
  {label: 'Expenses Item', kind: 'text'},
  {label: 'Date', kind: 'date'},
  {label: 'Amount', kind: 'amount'},
  {label: 'Purpose / Detail', kind: 'text'},
];

/** No., Documents. */
export const AUDIT_COLUMNS: readonly LedgerColumn[] = [
  {label: 'No.', kind: 'index'},
  {label: 'Documents', kind: 'text'},
];

/**
 * The contributors' rows, numbered from 1, dates as M/D/YYYY and amounts as dollars.
 * @example contributorRows(group)[0] // {key: 'c1', cells: ['1', 'Tan Wei Ming', '1/15/2024', '$8,500']}
 */
export function contributorRows(rows: readonly Contributor[]): LedgerRow[] {
  return rows.map((row, index) => ({
    key: row._id,
    cells: [String(index + 1), row.name, formatUsDate(row.date), formatMoney(row.amount)],
  }));
}

/** The expenditures' rows, in the columns of {@link EXPENDITURE_COLUMNS}. */
export function expenditureRows(rows: readonly Expenditure[]): LedgerRow[] {
  return rows.map((row, index) => ({
    key: row._id,
    cells: [String(index + 1), row.item, formatUsDate(row.date), formatMoney(row.amount), row.detail],
  }));
}

/** The Total line's amount for each table. */
export function ledgerTotals(group: AnchorProjectGroup): {contributors: string; expenditures: string} {
  return {
    contributors: formatCents(group.contributorsTotalCents),
    expenditures: formatCents(group.expendituresTotalCents),
  };
}

/**
 * The line above a project's toggles: what came in, from how many, and what went out.
 * @example ledgerSummary(group) // Received **$8,500** from 3 contributors. Spent **$1,200**.
 */
export function ledgerSummary(group: AnchorProjectGroup): SummaryPart[] {
  const count = group.contributors.length;
  const totals = ledgerTotals(group);
  return [
    {text: 'Received '},
    {text: totals.contributors, strong: true},
    {text: ` from ${count === 1 ? '1 contributor' : `${count} contributors`}. Spent `},
    {text: totals.expenditures, strong: true},
    {text: '.'},
  ];
}

/** Audit reports newest first, the order both views list them in. */
export function newestReportsFirst<T extends {year: number | string}>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => Number(b.year) - Number(a.year));
}
