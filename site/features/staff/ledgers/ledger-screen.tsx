// One ledger (contributions or expenditures): every row with Add, Edit and Delete, and a CSV import. The
// public /contributions page and partners' widgets show each change at once.
import {useRef} from 'react';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button, buttonClass} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {focusAfterRemoval} from '../shared/focus-after-removal.ts';
import {DoneNote} from '../shared/notes.tsx';
import {Loaded, RowActions, Toolbar} from '../shared/screen-parts.tsx';
import {useScreen} from '../shared/use-screen.ts';
import {listRecords, removeRecord} from '../staff-api.ts';
import {CsvImport} from './csv-import.tsx';
import {LedgerForm} from './ledger-form.tsx';
import type {LedgerKind, LedgerRow} from './ledger-kinds.ts';

type Open =
  | {kind: 'edit'; row: LedgerRow | null}
  | {kind: 'delete'; row: LedgerRow}
  | {kind: 'import'}
  | null;

/** The screen of one ledger. */
export function LedgerScreen({ledger, intro}: {ledger: LedgerKind; intro: string}) {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listRecords<LedgerRow>(api, ledger.kind, {signal})).list,
    [ledger.kind],
  );
  const {open, setOpen, done, finish} = useScreen<Open>(refetch);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <p>{intro}</p>
      <Toolbar>
        <button
          ref={addButton}
          type="button"
          className={buttonClass()}
          onClick={() => setOpen({kind: 'edit', row: null})}
        >
          {`Add ${ledger.one}`}
        </button>
        <Button variant="secondary" onClick={() => setOpen({kind: 'import'})}>
          Import from CSV
        </Button>
      </Toolbar>
      <DoneNote text={done} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading..."
        ready={(rows) => (
          <Table caption={`${ledger.columns[1]} rows, newest first`} columns={ledger.columns}>
            {rows.map((row) => {
              const cells = ledger.cells(row);
              const name = `${cells[1]}, ${cells[2]}`;
              return (
                <tr key={row._id}>
                  {cells.map((cell, index) => (
                    <StackedCell key={ledger.columns[index]} label={ledger.columns[index]!}>
                      {cell}
                    </StackedCell>
                  ))}
                  <StackedCell label="Actions">
                    <RowActions>
                      <Button
                        variant="secondary"
                        onClick={() => setOpen({kind: 'edit', row})}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="quiet"
                        onClick={() => setOpen({kind: 'delete', row})}
                        aria-label={`Delete ${name}`}
                      >
                        Delete
                      </Button>
                    </RowActions>
                  </StackedCell>
                </tr>
              );
            })}
          </Table>
        )}
      />
      {open?.kind === 'edit' && (
        <LedgerForm
          key={open.row?._id ?? 'new'}
          ledger={ledger}
          row={open.row}
          onClose={() => setOpen(null)}
          onSaved={finish}
        />
      )}
      {open?.kind === 'import' && (
        <CsvImport ledger={ledger} onClose={() => setOpen(null)} onSaved={finish} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={`Delete this ${ledger.one}?`}
          confirmLabel={`Delete ${ledger.one}`}
          onConfirm={async () => removeRecord(await loadApi(), ledger.kind, open.row._id)}
          onClose={(deleted) => {
            if (!deleted) return setOpen(null);
            finish(`Deleted ${ledger.describe(open.row)}.`);
            focusAfterRemoval(() => addButton.current);
          }}
        >
          <p>{`This deletes ${ledger.describe(open.row)}. The project's totals on the Contribution page change at once. This cannot be undone.`}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
