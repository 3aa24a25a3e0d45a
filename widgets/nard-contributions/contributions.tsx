// <nard-contributions>: per anchor project, the totals line and the Contributor and Expenditure tables
// behind two toggles, then the annual audit reports. Words, rows, totals and order are core's, as on the site.

import {ANCHOR_PROJECTS} from '../../core/content/index.ts';
import {CONTRIBUTIONS_WORDS, groupByProject} from '../../core/contributions/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {useT} from '../shared/language.ts';
import {LoadStatus, type LoadWords} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {useDrawingPart} from '../shared/use-drawing-part.ts';
import {AuditReports} from './audit-reports.tsx';
import type {LedgerPanelProps} from './ledger-panel.tsx';
import type {LedgerPart} from './ledger-part.ts';
import {ProjectGroup} from './project-group.tsx';

/** The file beside the element's script with the opened tables and their CSV files. */
export const LEDGER_PART = 'nard-contributions-ledger';

const PATHS = ['/contributors', '/expenditures', '/audit-reports'] as const;
const ORDER = ANCHOR_PROJECTS.map((project) => project.id);

/** The element's loading and failure lines (index.ts paints the loading one first). */
export const CONTRIBUTIONS_LOAD: LoadWords = {
  title: CONTRIBUTIONS_WORDS.title,
  loading: CONTRIBUTIONS_WORDS.loading,
  failed: CONTRIBUTIONS_WORDS.failed,
};

/** The element's view; `project` narrows it to one anchor project id (e.g. `urban-farming`). */
export function Contributions(props: WidgetProps) {
  const t = useT();
  const ledger = useDrawingPart<LedgerPanelProps, LedgerPart>(LEDGER_PART, props.scriptUrl, (part, host) =>
    part.panel(host),
  );
  const data = useApiData(props, 'nard-contributions', PATHS);
  if (data.status !== 'ready') {
    return (
      <LoadStatus
        words={CONTRIBUTIONS_LOAD}
        status={data.status}
        message={data.status === 'error' ? data.message : ''}
      />
    );
  }
  const [{contributors}, {expenditures}, {auditReports}] = data.answers;
  const project = props.attrs.project;
  const groups = groupByProject(contributors, expenditures, {order: ORDER}).filter(
    (group) => !project || group.id === project,
  );
  return (
    <section aria-labelledby="title">
      <h2 id="title">{t(CONTRIBUTIONS_WORDS.title)}</h2>
      <p>{t(CONTRIBUTIONS_WORDS.intro)}</p>
      {groups.length === 0 ? <p>{t(CONTRIBUTIONS_WORDS.none)}</p> : null}
      {groups.map((group) => (
        <ProjectGroup
          key={group.id}
          group={group}
          language={props.language}
          ledger={ledger}
          emit={props.emit}
        />
      ))}
      <AuditReports reports={auditReports} api={props.api} />
    </section>
  );
}
