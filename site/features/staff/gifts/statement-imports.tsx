// The latest bank statements imported, each with "Undo this statement" (issue 55): a wrong file (another
// account's, last month's again with other rows) is taken back as a whole, after a question that says
// what goes. The server refuses, in words naming the gifts, once a receipt from it was mailed.
import {css} from 'goober';
import {useRef, useState} from 'react';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {formatTime} from '../shared/format-time.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {listStatementImports, type StatementImport, undoStatement} from './transfers-api.ts';
import {useReloadOn} from './use-reload-on.ts';

type Props = {host: ScreenHost; reloadKey: number};

const transfersWord = (count: number) => (count === 1 ? '1 transfer' : `${count} transfers`);

export function StatementImports({host, reloadKey}: Props) {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listStatementImports(api, signal)),
    [],
  );
  useReloadOn(reloadKey, refetch);
  const [asking, setAsking] = useState<StatementImport | null>(null);
  const answer = useRef('');
  if (state.status !== 'ready' || state.data.items.length === 0) return null;
  return (
    <section aria-labelledby="statement-imports" className={css`margin-bottom: 24px;`}>
      <h3 id="statement-imports">Statements imported lately</h3>
      <ul className={css`margin: 0; padding: 0; list-style: none; display: grid; gap: 8px;`}>
        {state.data.items.map((item) => (
          <li
            key={item.id}
            className={css`display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center;`}
          >
            <span className={css`overflow-wrap: anywhere;`}>
              {`${formatTime(item.importedAt)} by ${item.importedBy}`}
              {item.undoneAt ? `: undone ${formatTime(item.undoneAt)}` : `: ${transfersWord(item.transfers)}`}
            </span>
            {!item.undoneAt && (
              <Button
                variant="quiet"
                aria-haspopup="dialog"
                aria-label={`Undo the statement imported ${formatTime(item.importedAt)}`}
                onClick={() => setAsking(item)}
              >
                Undo this statement
              </Button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          open
          title="Undo this statement?"
          confirmLabel="Undo this statement"
          onConfirm={async () => {
            const result = await undoStatement(await loadApi(), asking.id);
            if (result.success) answer.current = result.message ?? 'The statement is undone.';
            return result;
          }}
          onClose={(done) => {
            setAsking(null);
            if (done) host.finish(answer.current);
          }}
        >
          <p>
            {`The statement imported ${formatTime(asking.importedAt)} is taken back: its ${transfersWord(asking.transfers)} are removed, and the gifts it marked received or held for review are pledges again (a receipt number it gave is withdrawn). You can import the right statement afterwards.`}
          </p>
          <p>It cannot be undone once a receipt from it was mailed: void those gifts one by one instead.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
