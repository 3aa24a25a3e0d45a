// One ledger (contributions or expenditures): every row with Add, Edit and Delete, and a CSV import. The
// public /contributions page and partners' widgets show each change at once.
import {dataOf} from '../../../lib/data-of.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {listRecords, removeRecord} from '../staff-api.ts';
import {CsvImport} from './csv-import.tsx';
import {LedgerForm} from './ledger-form.tsx';
import type {LedgerEntry, LedgerKind} from './ledger-kinds.ts';

/** The screen of one ledger. */
export function LedgerScreen({ledger, intro}: {ledger: LedgerKind; intro: string}) {
  return (
    <RecordScreen<LedgerEntry>
      intro={intro}
      load={async (api, _query, signal) =>
        dataOf(await listRecords<LedgerEntry>(api, ledger.kind, {signal})).list
      }
      loading="Loading..."
      caption={ledger.caption}
      rowKey={(row) => row._id}
      columns={ledger.columns}
      tools={[
        {
          label: `Add ${ledger.one}`,
          dialog: (_query, host) => (
            <LedgerForm ledger={ledger} row={null} onClose={host.close} onSaved={host.finish} />
          ),
        },
        {
          label: 'Import from CSV',
          variant: 'secondary',
          dialog: (_query, host) => <CsvImport ledger={ledger} onClose={host.close} onSaved={host.finish} />,
        },
      ]}
      actions={{
        buttons: [
          {
            label: 'Edit',
            name: (row) => `Edit ${ledger.name(row)}`,
            dialog: (row, host) => (
              <LedgerForm ledger={ledger} row={row} onClose={host.close} onSaved={host.finish} />
            ),
          },
          {
            label: 'Delete',
            name: (row) => `Delete ${ledger.name(row)}`,
            variant: 'quiet',
            confirm: {
              title: `Delete this ${ledger.one}?`,
              confirmLabel: `Delete ${ledger.one}`,
              says: (row) =>
                `This deletes ${ledger.describe(row)}. The project's totals on the Contribution page change at once. This cannot be undone.`,
              send: (api, row) => removeRecord(api, ledger.kind, row._id),
              done: (row) => `Deleted ${ledger.describe(row)}.`,
            },
          },
        ],
      }}
    />
  );
}
