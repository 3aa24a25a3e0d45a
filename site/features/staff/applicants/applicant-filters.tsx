// The applicants table's filters: name or e-mail, type, region and status. Each change asks the server for page 1.
import {css} from 'goober';
import {REGION_LABELS, type RegionKey} from '../../../../core/rules/index.ts';
import {APPLICANT_STATUSES} from '../../../../core/staff/index.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {visuallyHiddenClass} from '../../../ui/visually-hidden.tsx';
import type {TableQuery} from '../staff-api.ts';
import {STATUS_LABELS} from './applicant-words.ts';

const TYPES = [
  {value: 'volunteer', label: 'Volunteer'},
  {value: 'work', label: 'Work For Us'},
];
const REGION_OPTIONS = Object.entries(REGION_LABELS).map(([value, label]) => ({value, label}));
const STATUS_OPTIONS = APPLICANT_STATUSES.map((value) => ({value, label: STATUS_LABELS[value]}));

type FiltersProps = {query: TableQuery; onChange: (query: TableQuery) => void};

/** A search box and three selects in a row (a column on phones); "All" is the empty choice. */
export function ApplicantFilters({query, onChange}: FiltersProps) {
  const set = (name: string) => (event: {currentTarget: {value: string}}) =>
    onChange({...query, [name]: event.currentTarget.value, page: '1'});
  return (
    <fieldset
      className={css`display: grid; gap: 0 16px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); border: 0; margin: 0; padding: 0; min-inline-size: 0;`}
    >
      <legend className={visuallyHiddenClass()}>Filter applicants</legend>
      <TextField label="Name or e-mail" type="search" value={query.search ?? ''} onChange={set('search')} />
      <SelectField
        label="Type"
        options={TYPES}
        emptyLabel="All types"
        value={query.type ?? ''}
        onChange={set('type')}
      />
      <SelectField
        label="Region"
        options={REGION_OPTIONS}
        emptyLabel="All regions"
        value={(query.region as RegionKey | undefined) ?? ''}
        onChange={set('region')}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        emptyLabel="All statuses"
        value={query.status ?? ''}
        onChange={set('status')}
      />
    </fieldset>
  );
}
