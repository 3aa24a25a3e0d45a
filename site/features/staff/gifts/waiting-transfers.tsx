// Bank transfers a statement brought in without a reference we know: each waits here until staff say
// which pledge it paid, or record it as a new gift. A page at a time and searchable (issue 55): a long
// statement of strangers' transfers cannot make the Gifts screen heavy. Nothing shows when none wait.
import {css} from 'goober';
import {useState} from 'react';
import {formatCents} from '../../../../core/format/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {TextField} from '../../../ui/field.tsx';
import {LoadingNote, LoadProblem} from '../../../ui/load-problem.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {Pager} from '../shared/pager.tsx';
import type {WaitingTransfer} from './gifts-api.ts';
import {listWaitingTransfers} from './transfers-api.ts';
import {useReloadOn} from './use-reload-on.ts';

const PAGE_SIZE = 10;

type Props = {
  /** Changes whenever the gifts reload (a transfer settled, a statement saved or undone): load again. */
  reloadKey: number;
  onMatch: (transfer: WaitingTransfer) => void;
  onNewGift: (transfer: WaitingTransfer) => void;
};

export function WaitingTransfers({reloadKey, onMatch, onNewGift}: Props) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listWaitingTransfers(api, {q, page, pageSize: PAGE_SIZE}, signal)),
    [q, page],
  );
  useReloadOn(reloadKey, refetch);
  if (state.status === 'loading' && q === '' && page === 1) {
    return <p role="status">Loading the transfers waiting for a match...</p>;
  }
  if (state.status === 'failed') return <LoadProblem message={state.message} onRetry={refetch} />;
  const found = state.status === 'ready' ? state.data : null;
  // None waiting at all: nothing to show (a search that finds none keeps its box and says so).
  if (found && found.total === 0 && q === '' && page === 1) return null;
  return (
    <section aria-labelledby="waiting-transfers" className={css`margin-bottom: 24px;`}>
      <h3 id="waiting-transfers">
        {found && q === ''
          ? `Transfers waiting for a match (${found.total})`
          : 'Transfers waiting for a match'}
      </h3>
      <p>
        These came in with no gift reference we know. Say which pledge each one paid, or record it as a new
        gift.
      </p>
      <div className={css`max-width: 420px; margin-bottom: 12px;`}>
        <TextField
          label="Find a waiting transfer"
          type="search"
          spellCheck={false}
          hint="Part of its text (a name, a bank reference), an amount such as 50.00, or a day such as 2026-11-24."
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
        />
      </div>
      {!found ? (
        <LoadingNote text="Finding transfers..." />
      ) : found.items.length === 0 ? (
        <p role="status">No waiting transfer matches this search.</p>
      ) : (
        <TransferTable transfers={found.items} onMatch={onMatch} onNewGift={onNewGift} />
      )}
      {found && found.total > PAGE_SIZE && (
        <Pager page={found.page} pageSize={found.pageSize} total={found.total} onPage={setPage} />
      )}
    </section>
  );
}

function TransferTable({
  transfers,
  onMatch,
  onNewGift,
}: {transfers: readonly WaitingTransfer[]} & Omit<Props, 'reloadKey'>) {
  return (
    <Table
      caption="Transfers waiting for a match"
      columns={['Date', 'Amount', 'Text in the statement', 'Settle']}
    >
      {transfers.map((transfer) => (
        <tr key={transfer.id}>
          <StackedCell label="Date">{transfer.date}</StackedCell>
          <StackedCell label="Amount">{formatCents(transfer.amountCents)}</StackedCell>
          <StackedCell label="Text in the statement">
            {transfer.payer && <strong className={css`display: block;`}>{`From ${transfer.payer}`}</strong>}
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
  );
}
