// Applicants: everyone who applied on our site or through a partner's widget. The server filters, sorts
// and pages (hundreds of rows stay quick); staff set a status and note, and export what they see as CSV.
import {useState} from 'react';
import {downloadCsv} from '../../../../core/contributions/index.ts';
import type {Applicant} from '../../../../core/data/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import {StackedCell} from '../../../ui/stacked-cell.tsx';
import {Table} from '../../../ui/table.tsx';
import {DoneNote, ErrorNote} from '../shared/notes.tsx';
import {Pager} from '../shared/pager.tsx';
import {Loaded, Toolbar} from '../shared/screen-parts.tsx';
import {type Sort, SortButton} from '../shared/sort-button.tsx';
import {exportApplicantsCsv, getPage, type TableQuery} from '../staff-api.ts';
import {ApplicantFilters} from './applicant-filters.tsx';
import {ApplicantReview} from './applicant-review.tsx';
import {originLabel, STATUS_LABELS, typeLabel} from './applicant-words.ts';

const FIRST: TableQuery = {
  type: '',
  region: '',
  status: '',
  sort: 'appliedAt',
  order: 'desc',
  page: '1',
  pageSize: '25',
};

/** The applicants screen of the console. */
export default function ApplicantsScreen() {
  const [query, setQuery] = useState<TableQuery>(FIRST);
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await getPage<Applicant>(api, 'applicants', query, {signal})),
    [query],
  );
  const [reviewing, setReviewing] = useState<Applicant | null>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const sort: Sort = {field: query.sort ?? 'appliedAt', order: query.order === 'asc' ? 'asc' : 'desc'};
  const sortBy = (next: Sort) => setQuery({...query, sort: next.field, order: next.order, page: '1'});

  async function exportCsv() {
    setProblem('');
    const result = await exportApplicantsCsv(await loadApi(), query);
    if (!result.success) return setProblem(result.message);
    downloadCsv('nard-applicants.csv', result.text);
    setDone('The CSV file is downloaded.');
  }

  const columns = [
    <SortButton key="name" label="Name" field="name" sort={sort} onSort={sortBy} />,
    'Type',
    'Region',
    <SortButton key="applied" label="Applied" field="appliedAt" sort={sort} onSort={sortBy} />,
    'Came from',
    <SortButton key="status" label="Status" field="status" sort={sort} onSort={sortBy} />,
    'Review',
  ];

  return (
    <>
      <p>
        Everyone who applied, on our site or on a partner's page. Set a status when you have been in touch.
      </p>
      <ApplicantFilters query={query} onChange={setQuery} />
      <Toolbar>
        <Button variant="secondary" onClick={() => void exportCsv()}>
          Export as CSV
        </Button>
      </Toolbar>
      <DoneNote text={done} />
      <ErrorNote text={problem} />
      <Loaded
        state={state}
        retry={refetch}
        loading="Loading applicants..."
        ready={(page) => (
          <>
            <Table caption="Applicants" columns={columns}>
              {page.items.map((applicant) => (
                <tr key={applicant.id}>
                  <StackedCell label="Name">{applicant.fullName}</StackedCell>
                  <StackedCell label="Type">{typeLabel(applicant.type)}</StackedCell>
                  <StackedCell label="Region">{applicant.city}</StackedCell>
                  <StackedCell label="Applied">{applicant.appliedAt.slice(0, 10)}</StackedCell>
                  <StackedCell label="Came from">{originLabel(applicant.origin)}</StackedCell>
                  <StackedCell label="Status">{STATUS_LABELS[applicant.status]}</StackedCell>
                  <StackedCell label="Review">
                    <Button
                      variant="secondary"
                      onClick={() => setReviewing(applicant)}
                      aria-label={`Review ${applicant.fullName}`}
                    >
                      Review
                    </Button>
                  </StackedCell>
                </tr>
              ))}
            </Table>
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              onPage={(next) => setQuery({...query, page: String(next)})}
            />
          </>
        )}
      />
      {reviewing && (
        <ApplicantReview
          key={reviewing.id}
          applicant={reviewing}
          onClose={() => setReviewing(null)}
          onSaved={(message) => {
            setReviewing(null);
            setDone(message);
            refetch();
          }}
        />
      )}
    </>
  );
}
