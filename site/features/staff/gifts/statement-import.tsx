// Import a bank statement: check it first (each transfer matched, nothing saved), then save every row or
// none. A statement whose columns are not recognised asks once which column is which; the choice is kept
// in this browser for files with the same header, so the next month's statement is read straight away.
import {css} from 'goober';
import {useState} from 'react';
import {Button} from '../../../ui/button.tsx';
import {CheckField} from '../../../ui/check-field.tsx';
import {Dialog} from '../../../ui/dialog.tsx';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {Form} from '../../../ui/form.tsx';
import {FormOutcome} from '../../../ui/form-outcome.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useChosenFile} from '../../../ui/use-chosen-file.ts';
import {useForm} from '../../../ui/use-form.ts';
import type {ScreenHost} from '../shared/record-types.ts';
import {type StatementAnswer, type StatementColumns, sendStatement} from './gifts-api.ts';
import {countsSentence, StatementReportTable} from './statement-report.tsx';

/** The columns to choose from; `missing` empty when staff chose to change columns that were recognised. */
type Mapping = {headers: string[]; missing: string[]};

const MEMORY = 'nard-statement-columns';

function remembered(headers: readonly string[]): StatementColumns | null {
  try {
    const all = JSON.parse(localStorage.getItem(MEMORY) ?? '{}') as Record<string, StatementColumns>;
    return all[headers.join('|')] ?? null;
  } catch {
    return null;
  }
}

function remember(headers: readonly string[], columns: StatementColumns): void {
  try {
    const all = JSON.parse(localStorage.getItem(MEMORY) ?? '{}') as Record<string, StatementColumns>;
    localStorage.setItem(MEMORY, JSON.stringify({...all, [headers.join('|')]: columns}));
  } catch {
    // Private browsing or a full store: the mapping is asked for again next time, nothing else is lost.
  }
}

function mappingOf(body: unknown): Mapping | null {
  const {headers, missing} = (body ?? {}) as Partial<Mapping>;
  return Array.isArray(headers) && Array.isArray(missing) ? {headers, missing} : null;
}

function reportOf(body: unknown): StatementAnswer | null {
  const report = body as Partial<StatementAnswer> | undefined;
  return report && Array.isArray(report.rows) && report.counts ? (report as StatementAnswer) : null;
}

/** The dialog; `host.finish` says what was saved and reloads the gifts. */
export function StatementImport({host}: {host: ScreenHost}) {
  const [csv, setCsv] = useState('');
  const [columns, setColumns] = useState<StatementColumns | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [report, setReport] = useState<StatementAnswer | null>(null);

  const file = useChosenFile();

  const check = useForm<
    Record<string, string>,
    {text: string; chosen: StatementColumns | null},
    StatementAnswer
  >({
    initial: {keep: 'yes', date: '', amount: ''},
    check: async (values) => {
      const text = await file.text();
      if (!text) return {ok: false, errors: {file: 'Choose the statement file (CSV) first.'}};
      const chosen = mapping ? chosenColumns(mapping, values) : {ok: true as const, value: columns};
      return chosen.ok ? {ok: true, value: {text, chosen: chosen.value}} : chosen;
    },
    send: async (api, {text, chosen}) => {
      if (chosen && mapping && check.values.keep === 'yes') remember(mapping.headers, chosen);
      setCsv(text);
      setColumns(chosen);
      const first = await sendStatement(api, text, chosen, true);
      // A header met before: read it with the columns chosen then.
      const known = !first.success && !chosen ? mappingOf(first.body) : null;
      const memory = known && remembered(known.headers);
      if (!memory) return first;
      setColumns(memory);
      return sendStatement(api, text, memory, true);
    },
    keepValues: true,
    onSuccess: (answer) => {
      setMapping(null);
      setReport(answer);
    },
    onFailure: (failure) => {
      const asked = mappingOf(failure.body);
      setMapping(asked);
      setReport(reportOf(failure.body));
      return asked ? undefined : {file: failure.message};
    },
  });

  const save = useForm({
    initial: {},
    check: () => (report ? {ok: true as const, value: csv} : {ok: false as const, errors: {}}),
    send: (api, text) => sendStatement(api, text, columns, false),
    onSuccess: (answer) => {
      const saved = answer.saved!;
      host.finish(
        `Statement saved: ${saved.received} received (receipts sent), ${saved.review} to review, ${saved.unmatched} waiting for a match, ${saved.already} imported before.`,
      );
    },
    onFailure: (failure) => {
      setReport(reportOf(failure.body));
      return undefined;
    },
  });

  function choose(chosen: File | undefined) {
    setReport(null);
    setMapping(null);
    setColumns(null);
    setCsv('');
    file.choose(chosen);
  }

  const canSave =
    report !== null && report.problems.length === 0 && report.rows.some((row) => row.outcome !== 'already');
  return (
    <Dialog open onClose={host.close} title="Import a bank statement" wide>
      <p>
        Export the statement from the bank as a CSV file. Each transfer in is matched by the gift reference in
        its text: the same amount is received and its receipt is mailed; another amount waits for your review;
        no reference waits for you to match it. Nothing is saved until you press Save, and a statement
        imported twice adds nothing.
      </p>
      <Form form={check} aria-label="Check the statement">
        <TextField
          label="Statement (CSV)"
          type="file"
          accept=".csv,text/csv"
          error={check.errors.file}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
        {mapping && <ColumnMapping mapping={mapping} bind={check.bind} />}
        <FormOutcome outcome={check.outcome?.kind === 'error' && mapping ? check.outcome : null} />
        <SubmitButton busy={check.busy} busyText="Checking..." variant="secondary">
          {mapping ? 'Read the statement with these columns' : 'Check the statement'}
        </SubmitButton>
      </Form>
      {report && !mapping && report.headers.length > 0 && (
        <ColumnsRead
          columns={report.columns}
          onChange={() => {
            // Staff may read any file with other columns (issue 56): the ones used now come ticked.
            check.setValues((values) => ({
              ...values,
              date: report.columns.date,
              amount: report.columns.amount,
              ...Object.fromEntries(report.columns.text.map((header) => [textKey(header), 'yes'])),
            }));
            setMapping({headers: [...report.headers], missing: []});
          }}
        />
      )}
      {report && (
        <div className={css`margin: 16px 0;`}>
          <StatementReportTable report={report} />
        </div>
      )}
      <Form
        form={save}
        aria-label="Save the statement"
        className={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: flex-end;`}
      >
        <FormOutcome outcome={save.outcome?.kind === 'error' ? save.outcome : null} />
        <Button variant="secondary" onClick={host.close}>
          Cancel
        </Button>
        {canSave && (
          <SubmitButton busy={save.busy} busyText="Saving...">
            {`Save: ${countsSentence(report.counts).replace(/\.$/, '')}`}
          </SubmitButton>
        )}
      </Form>
    </Dialog>
  );
}

const textKey = (header: string) => `text:${header}`;

/** Which columns the statement was read with, and the way to choose others. */
function ColumnsRead({columns, onChange}: {columns: StatementColumns; onChange: () => void}) {
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 16px;`}>
      <p className={css`margin: 0;`}>
        {`Read with: the date from "${columns.date}", money in from "${columns.amount}", words from ${columns.text.map((name) => `"${name}"`).join(', ')}.`}
      </p>
      <Button variant="quiet" onClick={onChange}>
        Choose other columns
      </Button>
    </div>
  );
}

/** The columns staff chose for a header not recognised, or what is still missing. */
function chosenColumns(
  mapping: Mapping,
  values: Record<string, string>,
): {ok: true; value: StatementColumns} | {ok: false; errors: Record<string, string>} {
  const headers = mapping.headers.filter(Boolean);
  const text = headers.filter((header) => values[textKey(header)] === 'yes');
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = 'Choose the column with the date of each transfer.';
  if (!values.amount) errors.amount = 'Choose the column with the money that came in.';
  if (text.length === 0 && headers[0])
    errors[textKey(headers[0])] = 'Tick the columns where the bank puts the comments.';
  return Object.keys(errors).length > 0
    ? {ok: false, errors}
    : {ok: true, value: {date: values.date!, amount: values.amount!, text}};
}

type Bind = ReturnType<typeof useForm<Record<string, string>, unknown, unknown>>['bind'];

/** Which column holds the date, the money in and the text (one or more), for a header not recognised. */
function ColumnMapping({mapping, bind}: {mapping: Mapping; bind: Bind}) {
  const options = mapping.headers.filter(Boolean).map((header) => ({value: header, label: header}));
  return (
    <div className={css`display: grid; gap: 12px; margin: 16px 0;`}>
      <p className={css`margin: 0;`}>
        {mapping.missing.length > 0
          ? "We did not recognise this statement's columns. Tell us which is which:"
          : 'Choose which column is which:'}
      </p>
      <SelectField
        label="Date of the transfer"
        options={options}
        emptyLabel="Choose a column"
        {...bind('date')}
      />
      <SelectField label="Money in" options={options} emptyLabel="Choose a column" {...bind('amount')} />
      <fieldset className={css`border: none; padding: 0; margin: 0; display: grid; gap: 4px;`}>
        <legend className={css`font-weight: 650;`}>Text to search for the reference</legend>
        {options.map((option) => (
          <CheckField key={option.value} label={option.label} {...bind(textKey(option.value))} />
        ))}
      </fieldset>
      <CheckField
        label="Remember these columns for statements like this one (in this browser)"
        {...bind('keep')}
      />
    </div>
  );
}
