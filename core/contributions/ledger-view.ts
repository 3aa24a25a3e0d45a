// What the contributions page and <nard-contributions> both show, decided once: the columns, each row's
// cells, the captions, the totals line and the order of the audit reports. The two views only draw it, in
// the language of the translator they pass (English, the sentences' ids, when they pass none).
import type {Contributor, Expenditure} from '../content/content-records.ts';
import {formatCents, formatDateIn, formatMoney, formatUsDate} from '../format/index.ts';
import type {Language} from '../i18n/languages.ts';
import {fill, inEnglish, splitPlaces, type Translator} from '../i18n/translator.ts';
import type {AnchorProjectGroup} from './types.ts';
import {CONTRIBUTIONS_WORDS} from './words.ts';

/** How a column is drawn: amounts line up on the right, dates never wrap. */
export type LedgerColumnKind = 'index' | 'text' | 'date' | 'amount';

/** A column heading (English: the view translates it) and how its cells are drawn. */
export type LedgerColumn = {label: string; kind: LedgerColumnKind};

/** One body row: its key and one formatted cell per column. */
export type LedgerRow = {key: string; cells: string[]};

/** A run of the totals line; `strong` runs are the amounts. */
export type SummaryPart = {text: string; strong?: boolean};

/** The caption of a project's contributors table: 'Contributors to Nard Urban Farming'. */
export const contributorsCaption = (title: string, t: Translator = inEnglish): string =>
  fill(t(CONTRIBUTIONS_WORDS.contributorsCaption), {title});
/** The caption of a project's expenditures table: 'Expenditures of Nard Urban Farming'. */
export const expendituresCaption = (title: string, t: Translator = inEnglish): string =>
  fill(t(CONTRIBUTIONS_WORDS.expendituresCaption), {title});
/** What a toggle adds for screen readers after its label, so four 'Contributor' buttons are told apart. */
export const toggleContext = (title: string, t: Translator = inEnglish): string =>
  fill(t(CONTRIBUTIONS_WORDS.toggleContext), {title});
/** What a Download CSV button adds for screen readers after its label. */
export const downloadContext = (
  table: 'contributors' | 'expenditures',
  title: string,
  t: Translator = inEnglish,
): string =>
  fill(
    t(
      table === 'contributors'
        ? CONTRIBUTIONS_WORDS.downloadContributors
        : CONTRIBUTIONS_WORDS.downloadExpenditures,
    ),
    {title},
  );
/** The link text of one audit report, as the spec names it: 'Annual Audit Report 2024'. */
export const auditReportLabel = (year: number | string, t: Translator = inEnglish): string =>
  fill(t(CONTRIBUTIONS_WORDS.auditReport), {year: String(year)});

/** No., Contributor, Date, Contribution Amount. */
export const CONTRIBUTOR_COLUMNS: readonly LedgerColumn[] = [
  {label: CONTRIBUTIONS_WORDS.columnNo, kind: 'index'},
  {label: CONTRIBUTIONS_WORDS.contributor, kind: 'text'},
  {label: CONTRIBUTIONS_WORDS.columnDate, kind: 'date'},
  {label: CONTRIBUTIONS_WORDS.columnContributionAmount, kind: 'amount'},
];

/** No., Expenses Item, Date, Amount, Purpose / Detail. */
export const EXPENDITURE_COLUMNS: readonly LedgerColumn[] = [
  {label: CONTRIBUTIONS_WORDS.columnNo, kind: 'index'},
  {label: CONTRIBUTIONS_WORDS.columnExpensesItem, kind: 'text'},
  {label: CONTRIBUTIONS_WORDS.columnDate, kind: 'date'},
  {label: CONTRIBUTIONS_WORDS.columnAmount, kind: 'amount'},
  {label: CONTRIBUTIONS_WORDS.columnPurpose, kind: 'text'},
];

/** No., Documents. */
export const AUDIT_COLUMNS: readonly LedgerColumn[] = [
  {label: CONTRIBUTIONS_WORDS.columnNo, kind: 'index'},
  {label: CONTRIBUTIONS_WORDS.columnDocuments, kind: 'text'},
];

// English keeps the M/D/YYYY the spec fixes; the other languages write the date their own way.
const ledgerDate = (iso: string, language: Language): string => formatDateIn(language, iso, formatUsDate);

/**
 * The contributors' rows, numbered from 1, dates in `language` (M/D/YYYY in English) and amounts as dollars.
 * @example contributorRows(group.contributors)[0] // {key: 'c1', cells: ['1', 'Tan Wei Ming', '1/15/2024', '$8,500']}
 */
export function contributorRows(rows: readonly Contributor[], language: Language = 'en'): LedgerRow[] {
  return rows.map((row, index) => ({
    key: row._id,
    cells: [String(index + 1), row.name, ledgerDate(row.date, language), formatMoney(row.amount)],
  }));
}

/** The expenditures' rows, in the columns of {@link EXPENDITURE_COLUMNS}. */
export function expenditureRows(rows: readonly Expenditure[], language: Language = 'en'): LedgerRow[] {
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
 * The line above a project's toggles: what came in, from how many, and what went out; the amounts strong.
 * @example ledgerSummary(group) // Received **$8,500** from 3 contributors. Spent **$1,200**.
 */
export function ledgerSummary(group: AnchorProjectGroup, t: Translator = inEnglish): SummaryPart[] {
  const count = group.contributors.length;
  const totals = ledgerTotals(group);
  const args: Record<string, string> = {
    received: totals.contributors,
    contributors:
      count === 1
        ? t(CONTRIBUTIONS_WORDS.oneContributor)
        : fill(t(CONTRIBUTIONS_WORDS.manyContributors), {count: String(count)}),
    spent: totals.expenditures,
  };
  // Only the amounts are strong.
  return splitPlaces(t(CONTRIBUTIONS_WORDS.summary)).map((piece, index) =>
    index % 2 ? {text: args[piece] ?? '', strong: piece !== 'contributors'} : {text: piece},
  );
}

/** Audit reports newest first, the order both views list them in. */
export function newestReportsFirst<T extends {year: number | string}>(reports: readonly T[]): T[] {
  return [...reports].sort((a, b) => Number(b.year) - Number(a.year));
}
