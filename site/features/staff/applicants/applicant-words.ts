// How the console names applicant statuses, types and where an application came from.
import type {Applicant, ApplicantStatus} from '../../../../core/staff/index.ts';

/** 'new' -> 'New', and so on. */
export const STATUS_LABELS: Readonly<Record<ApplicantStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** 'Volunteer' or 'Work For Us'. */
export function typeLabel(type: Applicant['type']): string {
  return type === 'work' ? 'Work For Us' : 'Volunteer';
}

/** 'Our site' or the partner page's origin. */
export function originLabel(origin: string | null): string {
  return origin ?? 'Our site';
}
