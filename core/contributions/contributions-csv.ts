// The two downloadable tables, with the same columns and Total line the page shows.

import {type Contributor, type Expenditure, toCsv} from '../data/index.ts';
import {toCents} from '../format/index.ts';
import {centsToDecimal} from './cents.ts';

/** Column headers of the contributors file; amounts are plain decimals so spreadsheets can add them. */
export const CONTRIBUTORS_CSV_HEADER = ['No.', 'Contributor', 'Date', 'Contribution Amount (SGD)'] as const;

/** Column headers of the expenditures file. */
export const EXPENDITURES_CSV_HEADER = [
  'No.',
  'Expenses Item',
  'Date',
  'Amount (SGD)',
  'Purpose / Detail',
] as const;

function totalCents(rows: readonly {amount: number}[]): number {
  return rows.reduce((sum, row) => sum + toCents(row.amount), 0);
}

/**
 * The contributors of one project as CSV. Dates stay `YYYY-MM-DD` so every spreadsheet reads them the
 * same way; the last line is the Total.
 * @example contributionsCsv(group.contributors)
 */
export function contributionsCsv(rows: readonly Contributor[]): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.name,
    row.date,
    centsToDecimal(toCents(row.amount)),
  ]);
  lines.push(['Total', '', '', centsToDecimal(totalCents(rows))]);
  return toCsv(CONTRIBUTORS_CSV_HEADER, lines);
}

/**
 * The expenditures of one project as CSV, ending with the Total line.
 * @example expendituresCsv(group.expenditures)
 */
export function expendituresCsv(rows: readonly Expenditure[]): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.item,
    row.date,
    centsToDecimal(toCents(row.amount)),
    row.detail,
  ]);
  lines.push(['Total', '', '', centsToDecimal(totalCents(rows)), '']);
  return toCsv(EXPENDITURES_CSV_HEADER, lines);
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
