// The row-by-row report of a bank statement: each transfer in, what it matched, and the lines that could
// not be read. Rows keep the order of the file.
import {css} from 'goober';
import {formatMoney} from '../../../../core/format/index.ts';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {colors} from '../../../ui/theme.ts';
import {OUTCOME_LABELS} from './gift-words.ts';
import type {StatementAnswer} from './gifts-api.ts';

const OUTCOME_COLORS = {
  matched: colors.success,
  review: colors.ink,
  unmatched: colors.ink,
  already: colors.muted,
} as const;

/** A sentence of the counts: '1 matched, 1 needs review, 1 without a match, 3 imported before.' */
export function countsSentence(counts: StatementAnswer['counts']): string {
  return `${counts.matched} matched, ${counts.review} to review, ${counts.unmatched} without a match, ${counts.already} imported before.`;
}

export function StatementReportTable({report}: {report: StatementAnswer}) {
  return (
    <>
      {report.problems.length > 0 && (
        <div role="alert" className={css`color: ${colors.error};`}>
          <p className={css`margin: 0 0 4px; font-weight: 700;`}>
            Lines that cannot be taken (nothing is saved until they are fixed):
          </p>
          <ul className={css`margin: 0; padding-left: 1.2em;`}>
            {/* One line may have several problems; each message names its line and what is wrong. */}
            {report.problems.map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      <p>{countsSentence(report.counts)}</p>
      {report.rows.length > 0 && (
        <Table
          caption="Each transfer in the statement"
          columns={['Line', 'Date', 'Amount', 'Text', 'Result']}
        >
          {report.rows.map((row) => (
            <tr key={row.line}>
              <StackedCell label="Line">{row.line}</StackedCell>
              <StackedCell label="Date">{row.date}</StackedCell>
              <StackedCell label="Amount">{formatMoney(row.amount)}</StackedCell>
              <StackedCell label="Text">
                <span className={css`overflow-wrap: anywhere;`}>{row.text}</span>
              </StackedCell>
              <StackedCell label="Result">
                <strong className={css`color: ${OUTCOME_COLORS[row.outcome]};`}>
                  {OUTCOME_LABELS[row.outcome]}
                </strong>
                {row.gift && row.outcome !== 'unmatched' && ` ${row.gift.reference}, ${row.gift.donorName}.`}
                {row.note && <span className={css`display: block;`}>{row.note}</span>}
              </StackedCell>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
