// The row-by-row report of a CSV import: each row of the file, ready or with its problems.
import {css} from 'goober';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {colors} from '../../../ui/theme.ts';
import type {ImportRow} from '../staff-api.ts';

/** The report as a table; problems first would hide the order of the file, so rows keep theirs. */
export function ImportReport({rows}: {rows: readonly ImportRow[]}) {
  if (rows.length === 0) return null;
  return (
    <Table caption="Check of each row" columns={['Row', 'Result']}>
      {rows.map((row) => (
        <tr key={row.row}>
          <StackedCell label="Row">{row.row}</StackedCell>
          <StackedCell label="Result">
            {row.ok && row.alreadySaved ? (
              <strong>
                Ready, but already in the ledger: same date, name and amount. Saving adds it again.
              </strong>
            ) : row.ok ? (
              <span className={css`color: ${colors.success}; font-weight: 700;`}>Ready</span>
            ) : (
              <ul className={css`margin: 0; padding-left: 1.2em; color: ${colors.error};`}>
                {row.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </StackedCell>
        </tr>
      ))}
    </Table>
  );
}
