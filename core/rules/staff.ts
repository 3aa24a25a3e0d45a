// Rules for the staff console's small writes (applicant status, inbox, roles, partner origins). Content
// records (announcements, events, ledgers) use content-records.ts, the same rules as the admin import.
import {boolean, define, type Infer, object, optional} from 'superstruct';
import {ROLES, type Role} from '../accounts/roles.ts';
import {APPLICANT_STATUSES, type ApplicantStatus} from '../staff/staff-records.ts';
import {readAmountCents} from './content-fields.ts';
import {boundedText, oneOf, requiredText} from './fields.ts';

/** The longest note staff may keep on an applicant. */
export const APPLICANT_NOTE_MAX = 2000;

/** PATCH /api/staff/applicants/:id: a new status and, optionally, a note. */
export const applicantReviewRules = object({
  status: requiredText<ApplicantStatus>('status', {
    required: 'Choose a status: new, contacted, accepted or declined.',
    max: {length: 20, message: 'Choose a status: new, contacted, accepted or declined.'},
    checks: [oneOf(APPLICANT_STATUSES, 'Choose a status: new, contacted, accepted or declined.')],
  }),
  note: optional(
    boundedText(
      'note',
      APPLICANT_NOTE_MAX,
      `The note must be text of at most ${APPLICANT_NOTE_MAX} characters.`,
    ),
  ),
});

/** PATCH /api/staff/messages/:id: handled or waiting again. */
export const messageHandledRules = object({
  handled: define<boolean>('handled', (value) => boolean().is(value) || 'Handled must be true or false.'),
});

/** PATCH /api/staff/accounts/:id: the account's new role. */
export const roleChangeRules = object({
  role: requiredText<Role>('role', {
    required: 'Choose a role: user, staff or admin.',
    max: {length: 20, message: 'Choose a role: user, staff or admin.'},
    checks: [oneOf(ROLES, 'Choose a role: user, staff or admin.')],
  }),
});

const ORIGIN_MESSAGE = 'Enter the address of the partner site, like https://partner.example.';

/** The origin (scheme://host[:port]) of an http(s) URL, or null when it is not one. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** POST /api/staff/partner-origins: any URL on the partner's site; the origin is kept. */
export const partnerOriginRules = object({
  origin: requiredText('origin', {
    required: ORIGIN_MESSAGE,
    max: {length: 300, message: ORIGIN_MESSAGE},
    checks: [(value) => (originOf(value) ? undefined : ORIGIN_MESSAGE)],
  }),
});

/** The largest CSV text a staff import takes (a few thousand rows). */
export const IMPORT_MAX_CHARS = 1_000_000;

const CSV_MESSAGE = 'Paste or choose a CSV file of at most 1 MB.';

/** POST /api/staff/<contributors|expenditures>/import: the CSV file's text. */
export const csvImportRules = object({
  csv: requiredText('csv', {
    required: CSV_MESSAGE,
    max: {length: IMPORT_MAX_CHARS, message: CSV_MESSAGE},
    trim: false,
    shape: 'multi-line',
  }),
});

const GOAL_MESSAGE = 'Goal must be an amount in dollars like 10000, or empty for no goal.';

/** PUT /api/staff/projects/:id: the goal in dollars (the ledger's amount rule), or null for none. */
export const projectGoalRules = object({
  goal: define<number | string | null>('goal', (value) => {
    if (value === null) return true;
    if (typeof value !== 'number' && typeof value !== 'string') return GOAL_MESSAGE;
    try {
      readAmountCents(value);
      return true;
    } catch {
      return GOAL_MESSAGE;
    }
  }),
});

/** The goal of a checked {@link projectGoalRules} body, in cents (null: no goal). */
export function goalCentsOf(body: {goal: number | string | null}): number | null {
  return body.goal === null ? null : readAmountCents(body.goal);
}

const HOURS_MESSAGE = 'OJT hours must be a whole number from 0 to 10000.';

/** PATCH /api/staff/events/:id/signups/:signupId: any of attended, OJT hours, hours approved. */
export const attendanceRules = object({
  attended: optional(
    define<boolean>('attended', (value) => boolean().is(value) || 'Attended must be true or false.'),
  ),
  hoursApproved: optional(
    define<boolean>(
      'hoursApproved',
      (value) => boolean().is(value) || 'Hours approved must be true or false.',
    ),
  ),
  ojtHours: optional(
    define<number>(
      'ojtHours',
      (value) =>
        (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000) ||
        HOURS_MESSAGE,
    ),
  ),
});

export type AttendanceBody = Infer<typeof attendanceRules>;

export type ApplicantReviewBody = Infer<typeof applicantReviewRules>;
export type MessageHandledBody = Infer<typeof messageHandledRules>;
export type RoleChangeBody = Infer<typeof roleChangeRules>;
export type PartnerOriginBody = Infer<typeof partnerOriginRules>;
