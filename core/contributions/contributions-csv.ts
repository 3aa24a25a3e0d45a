// The two downloadable tables, with the same columns and Total line the page shows.

import {type Contributor, type Expenditure, toCsv} from '../data/index.ts';
import {toCents} from '../format/index.ts';
import {centsToDecimal} from './cents.ts';
import type {ContributionsWords} from './types.ts';

function totalCents(rows: readonly {amount: number}[]): number {
  return rows.reduce((sum, row) => sum + toCents(row.amount), 0);
}

/**
 * The contributors of one project as CSV, headed in the words' language. Dates stay `YYYY-MM-DD` so every
 * spreadsheet reads them the same way; amounts are plain decimals so spreadsheets can add them; the last
 * line is the Total.
 * @example contributionsCsv(group.contributors, wordsIn(contributionsBook, 'en'))
 */
export function contributionsCsv(rows: readonly Contributor[], words: ContributionsWords): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.name,
    row.date,
    centsToDecimal(toCents(row.amount)),
  ]);
  lines.push([words('total'), '', '', centsToDecimal(totalCents(rows))]);
  const header = [
    words('columnNo'),
    words('columnContributor'),
    words('columnDate'),
    words('csvContributionAmount'),
  ];
  return toCsv(header, lines);
}

/**
 * The expenditures of one project as CSV, ending with the Total line.
 * @example expendituresCsv(group.expenditures, words)
 */
export function expendituresCsv(rows: readonly Expenditure[], words: ContributionsWords): string {
  const lines = rows.map((row, index) => [
    index + 1,
    row.item,
    row.date,
    centsToDecimal(toCents(row.amount)),
    row.detail,
  ]);
  lines.push([words('total'), '', '', centsToDecimal(totalCents(rows)), '']);
  const header = [
    words('columnNo'),
    words('columnExpensesItem'),
    words('columnDate'),
    words('csvAmount'),
    words('columnPurpose'),
  ];
  return toCsv(header, lines);
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
