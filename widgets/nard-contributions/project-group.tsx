// One anchor project: two independent toggles, each revealing its table with a Total and a CSV download.
import {useState} from 'preact/hooks';
import {
  type AnchorProjectGroup,
  contributionsCsv,
  csvFileName,
  downloadCsv,
  expendituresCsv,
} from '../../core/contributions/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {ContributorsTable, ExpendituresTable} from './tables.tsx';

type Props = {group: AnchorProjectGroup; emit: WidgetProps['emit']};

/** The project's title, the two toggles, and whichever tables are open. */
export function ProjectGroup({group, emit}: Props) {
  const [showContributors, setShowContributors] = useState(false);
  const [showExpenditures, setShowExpenditures] = useState(false);
  const slug = group.id.replace(/[^a-zA-Z0-9-]/g, '');
  const download = (table: 'contributors' | 'expenditures') => {
    const text =
      table === 'contributors' ? contributionsCsv(group.contributors) : expendituresCsv(group.expenditures);
    downloadCsv(csvFileName(group.title, table), text);
    emit('nard-submit', {type: `csv-${table}`});
  };
  return (
    <div class="project" part="project">
      <h3>{group.title}</h3>
      <div class="toggles">
        <button
          type="button"
          class="quiet"
          part="toggle"
          aria-expanded={showContributors}
          aria-controls={`contributors-${slug}`}
          onClick={() => setShowContributors((open) => !open)}
        >
          Contributor
        </button>
        <button
          type="button"
          class="quiet"
          part="toggle"
          aria-expanded={showExpenditures}
          aria-controls={`expenditures-${slug}`}
          onClick={() => setShowExpenditures((open) => !open)}
        >
          Expenditure
        </button>
      </div>
      <div id={`contributors-${slug}`} hidden={!showContributors}>
        {showContributors ? (
          <ContributorsTable group={group} onDownload={() => download('contributors')} />
        ) : null}
      </div>
      <div id={`expenditures-${slug}`} hidden={!showExpenditures}>
        {showExpenditures ? (
          <ExpendituresTable group={group} onDownload={() => download('expenditures')} />
        ) : null}
      </div>
    </div>
  );
}
