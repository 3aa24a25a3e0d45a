// Import many ledger rows from a CSV file: first a check of every row (nothing saved, a report per row),
// then Save, which writes every row or none. The columns and checks are the admin import's.
import {css} from 'goober';
import {useState} from 'react';
import {ANCHOR_PROJECTS} from '../../../../core/content/index.ts';
import {downloadCsv} from '../../../../core/contributions/index.ts';
import {toCsv} from '../../../../core/format/index.ts';
import {contentFieldsOf, csvImportRules} from '../../../../core/rules/index.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {Dialog} from '../../../ui/dialog.tsx';
import {TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useChosenFile} from '../../../ui/use-chosen-file.ts';
import {useForm} from '../../../ui/use-form.ts';
import {type ImportRow, importCsv, reportOf} from '../staff-api.ts';
import {ImportReport} from './import-report.tsx';
import {ImportSaved} from './import-saved.tsx';
import type {LedgerKind} from './ledger-kinds.ts';

const check = checkWith(csvImportRules);

// One example row per ledger, in the forms the import reads, so the template is filled in, not guessed at;
// the project by its name as the screens show it (a test imports the template as it downloads).
const farm = ANCHOR_PROJECTS[0].title;
const EXAMPLE: Record<'contributors' | 'expenditures', Record<string, string>> = {
  contributors: {name: 'Tan Ah Kow', date: '15/11/2026', amount: '50.00', project: farm},
  expenditures: {
    item: 'Seed trays',
    date: '15 Nov 2026',
    amount: '12.50',
    detail: 'For the seedlings',
    project: farm,
  },
};

/** The template: the header the import reads and one example row. */
function templateCsv(kind: 'contributors' | 'expenditures'): string {
  const columns = contentFieldsOf(kind);
  return toCsv(columns, [columns.map((column) => EXAMPLE[kind][column] ?? '')]);
}

type CsvImportProps = {ledger: LedgerKind; onClose: () => void; onSaved: (message: string) => void};

/** The import dialog of one ledger. */
export function CsvImport({ledger, onClose, onSaved}: CsvImportProps) {
  const [report, setReport] = useState<ImportRow[]>([]);
  const [checkedCsv, setCheckedCsv] = useState<string | null>(null);
  const [saved, setSaved] = useState<{message: string; batch: string | null} | null>(null);
  const kind = ledger.kind;
  const file = useChosenFile();
  const checkForm = useForm({
    initial: {},
    check: async () => check({csv: await file.text()}),
    send: (api, value) => importCsv(api, kind, value.csv, true),
    keepValues: true,
    onSuccess: (answer, value) => {
      setReport(answer.rows);
      setCheckedCsv(value.csv);
    },
    onFailure: (failure) => {
      setReport(reportOf(failure.body));
      setCheckedCsv(null);
      return failure.errors?.csv ? {file: failure.errors.csv} : undefined;
    },
  });
  const saveForm = useForm({
    initial: {csv: ''},
    check: () => (checkedCsv ? {ok: true as const, value: checkedCsv} : {ok: false as const, errors: {}}),
    send: (api, csv) => importCsv(api, kind, csv, false),
    // Saved: offer to take the whole import back before the dialog closes (issue 20).
    onSuccess: (answer) => setSaved({message: answer.message ?? 'Saved.', batch: answer.batch ?? null}),
    onFailure: (failure) => {
      setReport(reportOf(failure.body));
      return undefined;
    },
  });

  function choose(chosen: File | undefined) {
    setReport([]);
    setCheckedCsv(null);
    file.choose(chosen);
  }

  const title = `Import ${ledger.one === 'contribution' ? 'contributions' : 'expenditures'} from a CSV file`;
  if (saved) return <ImportSaved title={title} kind={kind} saved={saved} onDone={onSaved} />;
  return (
    <Dialog open onClose={onClose} title={title}>
      <p>{`The first line names the columns: ${contentFieldsOf(kind).join(', ')}. Dates may be written 2026-11-15, 15/11/2026 or 15 Nov 2026; the project by its name or its id. Each row is checked first; nothing is saved until you press Save, and then every row is saved or none.`}</p>
      <p>
        <Button variant="secondary" onClick={() => downloadCsv(`${kind}-template.csv`, templateCsv(kind))}>
          Download a template
        </Button>
      </p>
      <Form form={checkForm} aria-label="Check the file">
        <TextField
          label="CSV file"
          type="file"
          accept=".csv,text/csv"
          error={checkForm.errors.file ?? checkForm.errors.csv}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        <SubmitButton busy={checkForm.busy} busyText="Checking..." variant="secondary">
          Check the file
        </SubmitButton>
        <FormOutcome outcome={checkForm.outcome} />
      </Form>
      <div className={css`margin: 16px 0;`}>
        <ImportReport rows={report} />
      </div>
      <Form
        form={saveForm}
        aria-label="Save the rows"
        className={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-end;`}
      >
        <FormOutcome outcome={saveForm.outcome?.kind === 'error' ? saveForm.outcome : null} />
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        {checkedCsv && (
          <SubmitButton busy={saveForm.busy} busyText="Saving...">
            {`Save ${report.length} rows`}
          </SubmitButton>
        )}
      </Form>
    </Dialog>
  );
}
