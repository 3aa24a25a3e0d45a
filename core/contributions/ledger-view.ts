// What the contributions page and <nard-contributions> both show, decided once: the words, the columns,
// each row's cells, the totals line and the order of the audit reports. The two views only draw it, in the
// language of the words they pass (core/i18n's contributions book).
import type {Contributor, Expenditure} from '../data/index.ts';
import {formatCents, formatDateIn, formatMoney, formatUsDate} from '../format/index.ts';
import {type FormatLanguage, LANGUAGE_TAGS} from '../i18n/index.ts';
import type {AnchorProjectGroup, ContributionsWords} from './types.ts';

/** How a column is drawn: amounts line up on the right, dates never wrap. */
export type LedgerColumnKind = 'index' | 'text' | 'date' | 'amount';

/** A column heading and how its cells are drawn. */
export type LedgerColumn = {label: string; kind: LedgerColumnKind};

/** One body row: its key and one formatted cell per column. */
export type LedgerRow = {key: string; cells: string[]};

/** A run of the totals line; `strong` runs are the amounts. */
export type SummaryPart = {text: string; strong?: boolean};

/** The caption of a project's contributors table: 'Contributors to Nard Urban Farming'. */
export const contributorsCaption = (title: string, words: ContributionsWords): string =>
  words('contributorsCaption', {title});
/** The caption of a project's expenditures table: 'Expenditures of Nard Urban Farming'. */
export const expendituresCaption = (title: string, words: ContributionsWords): string =>
  words('expendituresCaption', {title});
/** What a toggle adds for screen readers after its label, so four 'Contributor' buttons are told apart. */
export const toggleContext = (title: string, words: ContributionsWords): string =>
  ` ${words('toggleContext', {title})}`;
/** What a Download CSV button adds for screen readers after its label. */
export const downloadContext = (
  table: 'contributors' | 'expenditures',
  title: string,
  words: ContributionsWords,
): string => ` ${words(table === 'contributors' ? 'downloadContributors' : 'downloadExpenditures', {title})}`;
/** The link text of one audit report, as the spec names it: 'Annual Audit Report 2024'. */
export const auditReportLabel = (year: number | string, words: ContributionsWords): string =>
  // A year is a name, not an amount: never '2,024'.
  words('auditReport', {year: String(year)});

/** No., Contributor, Date, Contribution Amount. */
export function contributorColumns(words: ContributionsWords): LedgerColumn[] {
  return [
    {label: words('columnNo'), kind: 'index'},
    {label: words('columnContributor'), kind: 'text'},
    {label: words('columnDate'), kind: 'date'},
    {label: words('columnContributionAmount'), kind: 'amount'},
  ];
}

/** No., Expenses Item, Date, Amount, Purpose / Detail. */
export function expenditureColumns(words: ContributionsWords): LedgerColumn[] {
  return [
    {label: words('columnNo'), kind: 'index'},
    {label: words('columnExpensesItem'), kind: 'text'},
    {label: words('columnDate'), kind: 'date'},
    {label: words('columnAmount'), kind: 'amount'},
    {label: words('columnPurpose'), kind: 'text'},
  ];
}

/** No., Documents. */
export function auditColumns(words: ContributionsWords): LedgerColumn[] {
  return [
    {label: words('columnNo'), kind: 'index'},
    {label: words('columnDocuments'), kind: 'text'},
  ];
}

// English keeps the M/D/YYYY the spec fixes; the other languages get their own long date.
const ledgerDate = (iso: string, language: FormatLanguage): string =>
  formatDateIn(LANGUAGE_TAGS[language === 'pseudo' ? 'en' : language], iso, formatUsDate);

/**
 * The contributors' rows, numbered from 1, dates in `language` (M/D/YYYY in English) and amounts as dollars.
 * @example contributorRows(group.contributors, 'en')[0] // {key: 'c1', cells: ['1', 'Tan Wei Ming', '1/15/2024', '$8,500']}
 */
export function contributorRows(rows: readonly Contributor[], language: FormatLanguage): LedgerRow[] {
  return rows.map((row, index) => ({
    key: row._id,
    cells: [String(index + 1), row.name, ledgerDate(row.date, language), formatMoney(row.amount)],
  }));
}

/** The expenditures' rows, in the columns of {@link expenditureColumns}. */
export function expenditureRows(rows: readonly Expenditure[], language: FormatLanguage): LedgerRow[] {
  return rows.map((row, index) => ({
    key: row._id,
    cells: [String(index + 1), row.item, ledgerDate(row.date, language), formatMoney(row.amount), row.detail],
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
 * @example ledgerSummary(group, words) // Received **$8,500** from 3 contributors. Spent **$1,200**.
 */
export function ledgerSummary(group: AnchorProjectGroup, words: ContributionsWords): SummaryPart[] {
  const totals = ledgerTotals(group);
  const pieces = words.rich<SummaryPart>(
    'ledgerSummary',
    {strong: (children) => ({text: children.map(textOf).join(''), strong: true})},
    {received: totals.contributors, count: group.contributors.length, spent: totals.expenditures},
  );
  // The message comes in runs (text, a number, text...): one part per run of plain text.
  const parts: SummaryPart[] = [];
  for (const piece of pieces) {
    const last = parts.at(-1);
    if (typeof piece !== 'string') parts.push(piece);
    else if (last && !last.strong) last.text += piece;
    else parts.push({text: piece});
  }
  return parts;
}

const textOf = (piece: string | SummaryPart): string => (typeof piece === 'string' ? piece : piece.text);

/** Audit reports newest first, the order both views list them in. */
export function newestReportsFirst<T extends {year: number | string}>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => Number(b.year) - Number(a.year));
}
