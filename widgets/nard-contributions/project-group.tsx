// One anchor project: its totals line, then two independent toggles, each revealing its table with a
// Total and a CSV download (the ledger part's panel, ledger-panel.tsx, loaded after the first paint). Words
// and totals are core's, the same as on the site.
import {useState} from 'preact/hooks';
import {
  type AnchorProjectGroup,
  CONTRIBUTIONS_WORDS,
  ledgerSummary,
  toggleContext,
} from '../../core/contributions/index.ts';
import type {Language} from '../../core/i18n/index.ts';
import {DataTable} from '../shared/data-table.tsx';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import type {DrawingPartState} from '../shared/use-drawing-part.ts';
import type {LedgerPanelProps} from './ledger-panel.tsx';

type Props = {
  group: AnchorProjectGroup;
  language: Language;
  /** The ledger part's panel, shared by every project of the element. */
  ledger: DrawingPartState<LedgerPanelProps>;
  emit: WidgetProps['emit'];
};
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
      <span class="sr-only"> {props.context}</span>
    </button>
  );
}

/** The project's title, totals line, the two toggles, and whichever tables are open. */
export function ProjectGroup({group, language, ledger, emit}: Props) {
  const t = useT();
  const [open, setOpen] = useState<Record<Table, boolean>>({contributors: false, expenditures: false});
  const slug = group.id.replace(/[^a-zA-Z0-9-]/g, '');
  const toggle = (table: Table) => {
    // A part that failed to load is tried again when the reader opens a table.
    if (ledger.failed && !open[table]) ledger.load();
    setOpen((was) => ({...was, [table]: !was[table]}));
  };
  const panel = (table: Table) => {
    if (!open[table]) return null;
    const {Panel} = ledger;
    if (Panel) return <Panel group={group} table={table} language={language} emit={emit} Table={DataTable} />;
    return ledger.failed ? (
      <p role="alert">{t(CONTRIBUTIONS_WORDS.failed)}</p>
    ) : (
      <p role="status">{t(CONTRIBUTIONS_WORDS.loading)}</p>
    );
  };
  return (
    <article class="project" part="project" aria-labelledby={`ledger-${slug}`}>
      <h3 id={`ledger-${slug}`}>{group.title}</h3>
      <p class="summary">
        {ledgerSummary(group, t).map((part) =>
          part.strong ? <strong key={part.text}>{part.text}</strong> : part.text,
        )}
      </p>
      <div class="toggles">
        <Toggle
          label={t(CONTRIBUTIONS_WORDS.contributor)}
          context={toggleContext(group.title, t)}
          open={open.contributors}
          controls={`contributors-${slug}`}
          onToggle={() => toggle('contributors')}
        />
        <Toggle
          label={t(CONTRIBUTIONS_WORDS.expenditure)}
          context={toggleContext(group.title, t)}
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
