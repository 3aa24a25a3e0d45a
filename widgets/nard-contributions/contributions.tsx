// <nard-contributions>: per anchor project, the totals line and the Contributor and Expenditure tables
// behind two toggles, then the annual audit reports. Words, rows, totals and order are core's, as on the site.
import {groupByProject, LEDGER_WORDS} from '../../core/contributions/index.ts';
import {
  ANCHOR_PROJECTS,
  type AuditReport,
  type Contributor,
  type Expenditure,
} from '../../core/data/index.ts';
import type {WidgetProps} from '../shared/define-widget.tsx';
import {LoadStatus} from '../shared/load-status.tsx';
import {useApiData} from '../shared/use-api-data.ts';
import {AuditReports} from './audit-reports.tsx';
import {ProjectGroup} from './project-group.tsx';

type Answers = [{contributors: Contributor[]}, {expenditures: Expenditure[]}, {auditReports: AuditReport[]}];

const PATHS = ['/contributors', '/expenditures', '/audit-reports'];
const ORDER = ANCHOR_PROJECTS.map((project) => project.id);

/** The element's view; `project` narrows it to one anchor project id (e.g. `urban-farming`). */
export function Contributions(props: WidgetProps) {
  const data = useApiData<Answers>(props, 'nard-contributions', PATHS);
  if (data.status !== 'ready') {
    return (
      <LoadStatus
        title={LEDGER_WORDS.title}
        status={data.status}
        loading={LEDGER_WORDS.loading}
        failed={LEDGER_WORDS.failed}
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
      <h2 id="title">{LEDGER_WORDS.title}</h2>
      <p>{LEDGER_WORDS.intro}</p>
      {groups.length === 0 ? <p>{LEDGER_WORDS.none}</p> : null}
      {groups.map((group) => (
        <ProjectGroup key={group.id} group={group} emit={props.emit} />
      ))}
      <AuditReports reports={auditReports} api={props.api} />
    </section>
  );
}
