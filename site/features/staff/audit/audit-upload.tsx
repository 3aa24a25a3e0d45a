// Upload an annual audit report: its year and the PDF (at most 20 MB). The same year again replaces it.
import {css} from 'goober';
import {useRef} from 'react';
import {TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {uploadAuditReport} from '../settings-api.ts';
import {FormDialog} from '../shared/form-dialog.tsx';

const MAX_BYTES = 20 * 1024 * 1024;

type Values = {year: string; file: string};

function checkUpload(file: File | null) {
  return (values: Values) => {
    const errors: Record<string, string> = {};
    const year = Number(values.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100)
      errors.year = 'Year must be a whole number from 2000 to 2100.';
    if (!file) errors.file = 'Choose the PDF file of the report.';
    else if (file.size > MAX_BYTES) errors.file = 'The file is larger than 20 MB.';
    else if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf')
      errors.file = 'The file is not a PDF. Choose the report saved as PDF.';
    return Object.keys(errors).length > 0 ? {ok: false as const, errors} : {ok: true as const, value: values};
  };
}

type AuditUploadProps = {
  /** The year of the report to replace; null for a new one. */
  year: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** The upload dialog. */
export function AuditUpload({year, onClose, onSaved}: AuditUploadProps) {
  const file = useRef<File | null>(null);
  const form = useForm({
    initial: {year: year === null ? String(new Date().getFullYear() - 1) : String(year), file: ''},
    check: (values: Values) => checkUpload(file.current)(values),
    send: (api, value) => uploadAuditReport(api, value.year, file.current!),
    keepValues: true,
    onSuccess: (answer) => onSaved(answer.message ?? 'The report is published.'),
  });
  return (
    <FormDialog
      open
      title={year === null ? 'Upload an audit report' : `Replace the ${year} report`}
      submitLabel={year === null ? 'Upload and publish' : 'Replace the report'}
      form={form}
      onClose={onClose}
    >
      <TextField
        label="Year"
        type="number"
        min={2000}
        max={2100}
        readOnly={year !== null}
        {...form.bind('year')}
      />
      <TextField
        label="PDF file"
        type="file"
        accept="application/pdf,.pdf"
        hint="The report saved as PDF, at most 20 MB."
        name="file"
        error={form.errors.file}
        onChange={(event) => {
          file.current = event.currentTarget.files?.[0] ?? null;
          form.setField('file', file.current?.name ?? '');
        }}
        className={css`padding-top: 10px;`}
      />
    </FormDialog>
  );
}
