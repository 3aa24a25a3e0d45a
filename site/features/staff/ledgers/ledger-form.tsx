// Add or edit one ledger row; the fields come from the ledger's kind, the checks from core's rules.
import {ANCHOR_PROJECTS} from '../../../../core/content/index.ts';
import {SelectField, TextAreaField, TextField} from '../../../ui/field.tsx';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {checkRecord, todayInSingapore} from '../shared/record-check.ts';
import {saveRecord} from '../staff-api.ts';
import type {LedgerEntry, LedgerField, LedgerKind} from './ledger-kinds.ts';

const PROJECTS = ANCHOR_PROJECTS.map((project) => ({value: project.id, label: project.title}));

function emptyValues(kind: LedgerKind): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of kind.fields) values[field.name] = field.input === 'date' ? todayInSingapore() : '';
  return values;
}

type LedgerFormProps = {
  ledger: LedgerKind;
  row: LedgerEntry | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** The dialog with one row's form; mount a new one per row (`key`). */
export function LedgerForm({ledger, row, onClose, onSaved}: LedgerFormProps) {
  const form = useForm({
    initial: row ? ledger.valuesOf(row) : emptyValues(ledger),
    check: checkRecord<Record<string, string>>(ledger.kind),
    send: (api, value) => saveRecord(api, ledger.kind, row?._id ?? null, value),
    keepValues: true,
    onSuccess: (answer) => onSaved(answer.message ?? `The ${ledger.one} is saved.`),
  });
  const field = ({name, label, input}: LedgerField) => {
    if (input === 'project')
      return (
        <SelectField
          key={name}
          label={label}
          options={PROJECTS}
          emptyLabel="Choose a project"
          {...form.bind(name)}
        />
      );
    if (input === 'long') return <TextAreaField key={name} label={label} rows={3} {...form.bind(name)} />;
    if (input === 'amount')
      return (
        <TextField
          key={name}
          label={label}
          inputMode="decimal"
          hint="For example 1250.50"
          {...form.bind(name)}
        />
      );
    return (
      <TextField key={name} label={label} type={input === 'date' ? 'date' : 'text'} {...form.bind(name)} />
    );
  };
  return (
    <FormDialog
      open
      title={row ? `Edit ${ledger.one}` : `Add ${ledger.one}`}
      submitLabel={row ? 'Save changes' : `Add ${ledger.one}`}
      form={form}
      onClose={onClose}
    >
      {ledger.fields.map(field)}
    </FormDialog>
  );
}
