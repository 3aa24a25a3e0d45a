// Audit reports: the annual PDFs the Contribution page lists. Upload one with its year, replace it, or remove it.
import {useRef} from 'react';
import type {AuditReport} from '../../../../core/data/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button, buttonClass} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {listAuditReports, removeAuditReport} from '../settings-api.ts';
import {ConfirmDialog} from '../shared/confirm-dialog.tsx';
import {focusAfterRemoval} from '../shared/focus-after-removal.ts';
import {DoneNote} from '../shared/notes.tsx';
import {Loaded, RowActions, Toolbar} from '../shared/screen-parts.tsx';
import {useScreen} from '../shared/use-screen.ts';
import {AuditUpload} from './audit-upload.tsx';

type Open = {kind: 'upload'; year: number | null} | {kind: 'remove'; report: AuditReport} | null;

/** The audit reports screen of the console. */
export default function AuditScreen() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await listAuditReports(api, {signal})).auditReports,
    [],
  );
  const {open, setOpen, done, finish} = useScreen<Open>(refetch);
  const uploadButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <p>
        Each year's audit report, as a PDF. The Contribution page lists them as 'Annual Audit Report' and the
        year.
      </p>
      <Toolbar>
        <button
          ref={uploadButton}
          type="button"
          className={buttonClass()}
          onClick={() => setOpen({kind: 'upload', year: null})}
        >
          Upload a report
        </button>
      </Toolbar>
      <DoneNote text={done} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading audit reports..."
        ready={(reports) =>
          reports.length === 0 ? (
            <p>No audit reports yet.</p>
          ) : (
            <Table caption="Audit reports" columns={['Year', 'Document', 'Actions']}>
              {reports.map((report) => (
                <tr key={report.year}>
                  <StackedCell label="Year">{report.year}</StackedCell>
                  <StackedCell label="Document">
                    <a
                      href={report.url}
                      target="_blank"
                      rel="noopener"
                    >{`Annual Audit Report ${report.year} (opens in a new tab)`}</a>
                  </StackedCell>
                  <StackedCell label="Actions">
                    <RowActions>
                      <Button
                        variant="secondary"
                        onClick={() => setOpen({kind: 'upload', year: report.year})}
                        aria-label={`Replace the ${report.year} report`}
                      >
                        Replace
                      </Button>
                      <Button
                        variant="quiet"
                        onClick={() => setOpen({kind: 'remove', report})}
                        aria-label={`Remove the ${report.year} report`}
                      >
                        Remove
                      </Button>
                    </RowActions>
                  </StackedCell>
                </tr>
              ))}
            </Table>
          )
        }
      />
      {open?.kind === 'upload' && (
        <AuditUpload year={open.year} onClose={() => setOpen(null)} onSaved={finish} />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          open
          title="Remove this audit report?"
          confirmLabel="Remove report"
          onConfirm={async () => removeAuditReport(await loadApi(), open.report.year)}
          onClose={(removed) => {
            if (!removed) return setOpen(null);
            finish(`Removed: Annual Audit Report ${open.report.year}.`);
            focusAfterRemoval(() => uploadButton.current);
          }}
        >
          <p>{`Annual Audit Report ${open.report.year} will no longer be listed on the Contribution page, and its PDF link stops working.`}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
