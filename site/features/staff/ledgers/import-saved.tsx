// After an import is saved: what was saved, and one click to take the whole import back (issue 20), for the
// file that turns out to be the wrong month. Undoing is logged in Activity like any change.
import {useStore} from 'jotai/react';
import {useState} from 'react';
import {loadApi} from '../../../lib/load-api.ts';
import {Button} from '../../../ui/button.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {undoImport} from '../staff-api.ts';

type ImportSavedProps = {
  title: string;
  kind: 'contributors' | 'expenditures';
  saved: {message: string; batch: string | null};
  onDone: (message: string) => void;
};

export function ImportSaved({title, kind, saved, onDone}: ImportSavedProps) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  async function undo(batch: string) {
    setBusy(true);
    const result = await submitWithToast(store, {progress: 'Undoing the import...'}, async () =>
      undoImport(await loadApi(), kind, batch),
    );
    setBusy(false);
    if (result.success) onDone(result.message ?? 'The import is undone.');
  }
  return (
    <Dialog
      open
      onClose={() => onDone(saved.message)}
      title={title}
      actions={
        <>
          {saved.batch ? (
            <Button variant="secondary" disabled={busy} onClick={() => void undo(saved.batch!)}>
              Undo this import
            </Button>
          ) : null}
          <Button disabled={busy} onClick={() => onDone(saved.message)}>
            Done
          </Button>
        </>
      }
    >
      <p role="status">{`${saved.message} Undo takes every row of this import back out, if the file was the wrong one.`}</p>
    </Dialog>
  );
}
