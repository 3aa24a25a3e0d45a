// What the console is told of a checked statement: each row and the gift it matched (without the donor's
// e-mail or ID), the lines that cannot be taken, and the counts. Pure, so the statement worker builds it.
import type {StatementReport, StatementReportRow} from '../../core/donate/index.ts';
import {toDollars} from '../../core/format/index.ts';
import type {StatementColumns, StatementProblem} from './bank-statement.ts';
import type {MatchedRow} from './statement-match.ts';

/** One report row as the console shows it. */
export function reportRow(row: MatchedRow): StatementReportRow {
  return {
    line: row.line,
    date: row.date,
    amount: toDollars(row.amountCents),
    text: row.text,
    outcome: row.outcome,
    reference: row.reference,
    note: row.note,
    gift: row.gift && {
      id: row.gift.id,
      reference: row.gift.reference,
      donorName: row.gift.donorName,
      amount: toDollars(row.gift.amountCents),
      status: row.gift.status,
    },
  };
}

/** The report of a statement: its columns, rows, problems (in line order) and counts by outcome. */
export function statementReport(
  columns: StatementColumns,
  headers: readonly string[],
  rows: readonly MatchedRow[],
  problems: readonly StatementProblem[],
): StatementReport {
  const counts = {matched: 0, review: 0, unmatched: 0, already: 0};
  for (const row of rows) counts[row.outcome]++;
  return {
    columns,
    headers,
    rows: rows.map(reportRow),
    problems: [...problems].sort((a, b) => a.line - b.line),
    counts,
  };
}

export type {StatementReport};
