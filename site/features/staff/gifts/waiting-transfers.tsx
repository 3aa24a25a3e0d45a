// Bank transfers a statement brought in without a reference we know: each waits here until staff say
// which pledge it paid, or record it as a new gift. Nothing shows when none wait.
import {css} from 'goober';
import {formatCents} from '../../../../core/format/index.ts';
import {Button} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import type {WaitingTransfer} from './gifts-api.ts';

type Props = {
  transfers: readonly WaitingTransfer[];
  onMatch: (transfer: WaitingTransfer) => void;
  onNewGift: (transfer: WaitingTransfer) => void;
};

export function WaitingTransfers({transfers, onMatch, onNewGift}: Props) {
  if (transfers.length === 0) return null;
  return (
    <section aria-labelledby="waiting-transfers" className={css`margin-bottom: 24px;`}>
      <h3 id="waiting-transfers">{`Transfers waiting for a match (${transfers.length})`}</h3>
      <p>
        These came in with no gift reference we know. Say which pledge each one paid, or record it as a new
        gift.
      </p>
      <Table
        caption="Transfers waiting for a match"
        columns={['Date', 'Amount', 'Text in the statement', 'Settle']}
      >
        {transfers.map((transfer) => (
          <tr key={transfer.id}>
            <StackedCell label="Date">{transfer.date}</StackedCell>
            <StackedCell label="Amount">{formatCents(transfer.amountCents)}</StackedCell>
            <StackedCell label="Text in the statement">
              <span className={css`overflow-wrap: anywhere;`}>{transfer.text}</span>
            </StackedCell>
            <StackedCell label="Settle">
              <div className={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`Match the ${formatCents(transfer.amountCents)} of ${transfer.date} to a pledge`}
                  onClick={() => onMatch(transfer)}
                >
                  Match to a pledge
                </Button>
                <Button
                  variant="quiet"
                  aria-haspopup="dialog"
                  aria-label={`Record the ${formatCents(transfer.amountCents)} of ${transfer.date} as a new gift`}
                  onClick={() => onNewGift(transfer)}
                >
                  New gift
                </Button>
              </div>
            </StackedCell>
          </tr>
        ))}
      </Table>
    </section>
  );
}
