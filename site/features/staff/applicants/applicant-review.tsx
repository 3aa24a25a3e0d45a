// One applicant: how to reach them, and their status and note, saved with PATCH /staff/applicants/:id.
import {css} from 'goober';
import {Fragment} from 'react';
import {formatPhone} from '../../../../core/format/index.ts';
import {applicantReviewRules, REGION_LABELS, type RegionKey} from '../../../../core/rules/index.ts';
import {APPLICANT_STATUSES, type Applicant, type ApplicantStatus} from '../../../../core/staff/index.ts';
import {checkWith} from '../../../ui/check-with.ts';
import {SelectField, TextAreaField} from '../../../ui/field.tsx';
import {media} from '../../../ui/theme.ts';
import {useForm} from '../../../ui/use-form.ts';
import {FormDialog} from '../shared/form-dialog.tsx';
import {patchRow} from '../staff-api.ts';
import {originLabel, STATUS_LABELS, typeLabel} from './applicant-words.ts';

const check = checkWith(applicantReviewRules);
const STATUS_OPTIONS = APPLICANT_STATUSES.map((value) => ({value, label: STATUS_LABELS[value]}));

function details(applicant: Applicant): [string, string][] {
  const region = REGION_LABELS[applicant.region as RegionKey] ?? applicant.region;
  return [
    ['Email', applicant.email],
    ['Phone', applicant.phoneNumber ? formatPhone(applicant.phoneNumber) : 'Not given'],
    ['Emergency contact', applicant.emergencyContact ? formatPhone(applicant.emergencyContact) : 'Not given'],
    ['Age', applicant.age],
    ['Where', `${applicant.city}, ${region}`],
    ['Profession or interest', applicant.profession],
    ['Applied to', typeLabel(applicant.type)],
    ['Came from', originLabel(applicant.origin)],
  ];
}

type ReviewProps = {applicant: Applicant; onClose: () => void; onSaved: (message: string) => void};

/** The review dialog of one applicant. */
export function ApplicantReview({applicant, onClose, onSaved}: ReviewProps) {
  const form = useForm({
    initial: {status: applicant.status as string, note: applicant.note},
    check,
    send: (api, value) => patchRow(api, 'applicants', applicant.id, value),
    keepValues: true,
    onSuccess: (_answer, value) =>
      onSaved(`${applicant.fullName}: ${STATUS_LABELS[value.status as ApplicantStatus]}.`),
  });
  return (
    <FormDialog open title={applicant.fullName} submitLabel="Save status" form={form} onClose={onClose}>
      <dl
        className={css`display: grid; gap: 2px 16px; margin: 0 0 20px; & dt { font-weight: 700; } & dd { margin: 0 0 8px; overflow-wrap: anywhere; } ${media.tablet} { grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr); & dd { margin: 0; } }`}
      >
        {details(applicant).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <SelectField label="Status" options={STATUS_OPTIONS} {...form.bind('status')} />
      <TextAreaField
        label="Note"
        hint="For staff only. At most 2000 characters."
        rows={4}
        {...form.bind('note')}
      />
    </FormDialog>
  );
}
