// The records the staff console shows (applicants, the inbox, partner sites, accounts, Activity).

export {
  type AccountSummary,
  type ActivityEntry,
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantStatus,
  type InboxMessage,
  type Page,
  type PartnerOrigin,
  type StaffEvent,
} from './staff-records.ts';
