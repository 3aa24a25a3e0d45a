// <nard-contributions>: per anchor project, Contributor and Expenditure tables behind two toggles, then
// the annual audit reports. Grouping, totals and CSV are core's, shared with the site.

import {groupByProject} from '../../core/contributions/index.ts';
import type {AuditReport, Contributor, Expenditure} from '../../core/data/index.ts';
import {ANCHOR_PROJECTS} from '../../core/data/index.ts';
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
        title="Contributions and spending"
        status={data.status}
        what="contributions"
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
      <h2 id="title">Contributions and spending</h2>
      {groups.length === 0 ? <p>No contributions have been published for this project yet.</p> : null}
      {groups.map((group) => (
        <ProjectGroup key={group.id} group={group} emit={props.emit} />
      ))}
      <AuditReports reports={auditReports} api={props.api} />
    </section>
  );
}
