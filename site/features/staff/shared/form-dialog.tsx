// A kit form in a modal: the fields, then Cancel and the submit button inside the form, so Enter
// submits and the busy state is the kit's own. Focus moves into the dialog and back to its opener.
import {css} from 'goober';
import type {ReactNode} from 'react';
import {Button} from '../../../ui/button.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import type {useForm} from '../../../ui/use-form.ts';

type KitForm = Pick<ReturnType<typeof useForm>, 'formRef' | 'onSubmit' | 'summary' | 'busy' | 'outcome'>;

export type FormDialogProps = {
  open: boolean;
  title: string;
  form: KitForm;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog holding one form of the kit. */
export function FormDialog({open, title, form, submitLabel, onClose, children}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <Form form={form} aria-label={title}>
        {children}
        <FormOutcome outcome={form.outcome?.kind === 'error' ? form.outcome : null} />
        <div
          className={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-end; margin-top: 8px;`}
        >
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton busy={form.busy} busyText="Saving...">
            {submitLabel}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
