// Applicants: everyone who applied on our site or through a partner's widget. The server filters, sorts
// and pages (hundreds of rows stay quick); staff set a status and note, and export what they see as CSV.
import {downloadCsv} from '../../../../core/contributions/index.ts';
import type {Applicant} from '../../../../core/staff/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {exportApplicantsCsv, getPage} from '../staff-api.ts';
import {ApplicantFilters} from './applicant-filters.tsx';
import {ApplicantReview} from './applicant-review.tsx';
import {originLabel, STATUS_LABELS, typeLabel} from './applicant-words.ts';

/** The applicants screen of the console. */
export default function ApplicantsScreen() {
  return (
    <RecordScreen<Applicant>
      intro="Everyone who applied, on our site or on a partner's page. Set a status when you have been in touch."
      query={{type: '', region: '', status: '', sort: 'appliedAt', order: 'desc', page: '1', pageSize: '25'}}
      load={async (api, query, signal) =>
        dataOf(await getPage<Applicant>(api, 'applicants', query, {signal}))
      }
      loading="Loading applicants..."
      caption="Applicants"
      rowKey={(applicant) => applicant.id}
      controls={(host) => <ApplicantFilters query={host.query} onChange={host.setQuery} />}
      columns={[
        {heading: 'Name', sort: 'name', cell: (applicant) => applicant.fullName},
        {heading: 'Type', cell: (applicant) => typeLabel(applicant.type)},
        {heading: 'Region', cell: (applicant) => applicant.city},
        {heading: 'Applied', sort: 'appliedAt', cell: (applicant) => applicant.appliedAt.slice(0, 10)},
        {heading: 'Came from', cell: (applicant) => originLabel(applicant.origin)},
        {heading: 'Status', sort: 'status', cell: (applicant) => STATUS_LABELS[applicant.status]},
      ]}
      tools={[
        {
          label: 'Export as CSV',
          variant: 'secondary',
          run: async (api, query) => {
            const result = await exportApplicantsCsv(api, query);
            if (result.success) downloadCsv('nard-applicants.csv', result.text);
            return result;
          },
          done: () => 'The CSV file is downloaded.',
        },
      ]}
      actions={{
        heading: 'Review',
        buttons: [
          {
            label: 'Review',
            name: (applicant) => `Review ${applicant.fullName}`,
            dialog: (applicant, host) => (
              <ApplicantReview applicant={applicant} onClose={host.close} onSaved={host.finish} />
            ),
          },
        ],
      }}
    />
  );
}
