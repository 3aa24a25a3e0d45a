// The two downloadable tables, with the same columns and Total line the page shows.

import type {Contributor, Expenditure} from '../content/content-records.ts';
import {centsToDecimal} from '../format/cents-to-decimal.ts';
import {toCsv} from '../format/csv.ts';
import {toCents} from '../format/index.ts';
import {inEnglish, type Translator} from '../i18n/translator.ts';
import {CONTRIBUTIONS_WORDS} from './words.ts';

/** Column headers of the contributors file (English); amounts are plain decimals so spreadsheets add them. */
export const CONTRIBUTORS_CSV_HEADER = [
  CONTRIBUTIONS_WORDS.columnNo,
  CONTRIBUTIONS_WORDS.contributor,
  CONTRIBUTIONS_WORDS.columnDate,
  CONTRIBUTIONS_WORDS.csvContributionAmount,
] as const;

/** Column headers of the expenditures file (English). */
export const EXPENDITURES_CSV_HEADER = [
  CONTRIBUTIONS_WORDS.columnNo,
  CONTRIBUTIONS_WORDS.columnExpensesItem,
  CONTRIBUTIONS_WORDS.columnDate,
  CONTRIBUTIONS_WORDS.csvAmount,
  CONTRIBUTIONS_WORDS.columnPurpose,
] as const;

function totalCents(rows: readonly {amount: number}[]): number {
  return rows.reduce((sum, row) => sum + toCents(row.amount), 0);
}

/**
 * The contributors of one project as CSV. Dates stay `YYYY-MM-DD` so every spreadsheet reads them the
 * same way; the last line is the Total. Headers and Total in the translator's language.
 * @example contributionsCsv(group.contributors)
 */
export function contributionsCsv(rows: readonly Contributor[], t: Translator = inEnglish): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.name,
    row.date,
    centsToDecimal(toCents(row.amount)),
  ]);
  lines.push([t(CONTRIBUTIONS_WORDS.total), '', '', centsToDecimal(totalCents(rows))]);
  return toCsv(
    CONTRIBUTORS_CSV_HEADER.map((label) => t(label)),
    lines,
  );
}

/**
 * The expenditures of one project as CSV, ending with the Total line.
 * @example expendituresCsv(group.expenditures)
 */
export function expendituresCsv(rows: readonly Expenditure[], t: Translator = inEnglish): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.item,
    row.date,
    centsToDecimal(toCents(row.amount)),
    row.detail,
  ]);
  lines.push([t(CONTRIBUTIONS_WORDS.total), '', '', centsToDecimal(totalCents(rows)), '']);
  return toCsv(
    EXPENDITURES_CSV_HEADER.map((label) => t(label)),
    lines,
  );
}

/**
 * A tidy file name, e.g. `csvFileName('Nard Urban Farming', 'contributors')` ->
 * `'nard-urban-farming-contributors.csv'`.
 */
export function csvFileName(projectTitle: string, table: 'contributors' | 'expenditures'): string {
  const slug = projectTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'project'}-${table}.csv`;
}
