// "Delete this?" before anything is lost: the dialog names what goes, Cancel is first and safe, and the
// server's refusal is shown inside the dialog so nothing closes on a failure.
import {useState} from 'react';
import type {ApiResult} from '../../../../core/api/index.ts';
import {Button} from '../../../ui/button.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {ErrorNote} from './notes.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What goes, in words, e.g. the announcement's date and title. */
  children: React.ReactNode;
  confirmLabel: string;
  /** Runs the change; the dialog closes on success and shows the message on failure. */
  onConfirm: () => Promise<ApiResult<unknown>>;
  onClose: (done: boolean) => void;
};

/** A modal question with Cancel and a confirm button. */
export function ConfirmDialog({open, title, children, confirmLabel, onConfirm, onClose}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function confirm() {
    setBusy(true);
    setProblem('');
    const result = await onConfirm();
    setBusy(false);
    if (result.success) onClose(true);
    else setProblem(result.message);
  }

  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Working...' : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <ErrorNote text={problem} />
    </Dialog>
  );
}
