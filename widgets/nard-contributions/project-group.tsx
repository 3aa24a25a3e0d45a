// One anchor project: its totals line, then two independent toggles, each revealing its table with a
// Total and a CSV download. Words, rows and totals are core's, the same as on the site.
import {useState} from 'preact/hooks';
import {
  type AnchorProjectGroup,
  CONTRIBUTOR_COLUMNS,
  contributionsCsv,
  contributorRows,
  contributorsCaption,
  csvFileName,
  downloadContext,
  downloadCsv,
  EXPENDITURE_COLUMNS,
  expenditureRows,
  expendituresCaption,
  expendituresCsv,
  LEDGER_WORDS,
  ledgerSummary,
  ledgerTotals,
  toggleContext,
} from '../../core/contributions/index.ts';
import {DataTable} from '../shared/data-table.tsx';
import type {WidgetProps} from '../shared/define-widget.tsx';

type Props = {group: AnchorProjectGroup; emit: WidgetProps['emit']};
type Table = 'contributors' | 'expenditures';

function Toggle(props: {
  label: string;
  context: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      class={props.open ? undefined : 'quiet'}
      part="toggle"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      <span aria-hidden="true" class="mark">
        {props.open ? '−' : '+'}
      </span>
      {props.label}
      <span class="sr-only">{props.context}</span>
    </button>
  );
}

/** The project's title, totals line, the two toggles, and whichever tables are open. */
export function ProjectGroup({group, emit}: Props) {
  const [open, setOpen] = useState<Record<Table, boolean>>({contributors: false, expenditures: false});
  const slug = group.id.replace(/[^a-zA-Z0-9-]/g, '');
  const toggle = (table: Table) => setOpen((was) => ({...was, [table]: !was[table]}));
  const download = (table: Table) => {
    const text =
      table === 'contributors' ? contributionsCsv(group.contributors) : expendituresCsv(group.expenditures);
    downloadCsv(csvFileName(group.title, table), text);
    emit('nard-submit', {type: `csv-${table}`});
  };
  const panel = (table: Table) => {
    if (!open[table]) return null;
    const totals = ledgerTotals(group);
    const contributors = table === 'contributors';
    return (
      <>
        <DataTable
          caption={contributors ? contributorsCaption(group.title) : expendituresCaption(group.title)}
          columns={contributors ? CONTRIBUTOR_COLUMNS : EXPENDITURE_COLUMNS}
          rows={contributors ? contributorRows(group.contributors) : expenditureRows(group.expenditures)}
          empty={contributors ? LEDGER_WORDS.noContributions : LEDGER_WORDS.noExpenditures}
          total={{
            label: LEDGER_WORDS.total,
            amount: contributors ? totals.contributors : totals.expenditures,
          }}
        />
        <button type="button" class="quiet" part="download" onClick={() => download(table)}>
          {LEDGER_WORDS.download}
          <span class="sr-only">{downloadContext(table, group.title)}</span>
        </button>
      </>
    );
  };
  return (
    <article class="project" part="project" aria-labelledby={`ledger-${slug}`}>
      <h3 id={`ledger-${slug}`}>{group.title}</h3>
      <p class="summary">
        {ledgerSummary(group).map((part) =>
          part.strong ? <strong key={part.text}>{part.text}</strong> : part.text,
        )}
      </p>
      <div class="toggles">
        <Toggle
          label={LEDGER_WORDS.contributorToggle}
          context={toggleContext(group.title)}
          open={open.contributors}
          controls={`contributors-${slug}`}
          onToggle={() => toggle('contributors')}
        />
        <Toggle
          label={LEDGER_WORDS.expenditureToggle}
          context={toggleContext(group.title)}
          open={open.expenditures}
          controls={`expenditures-${slug}`}
          onToggle={() => toggle('expenditures')}
        />
      </div>
      <div id={`contributors-${slug}`} class="panel" hidden={!open.contributors}>
        {panel('contributors')}
      </div>
      <div id={`expenditures-${slug}`} class="panel" hidden={!open.expenditures}>
        {panel('expenditures')}
      </div>
    </article>
  );
}
