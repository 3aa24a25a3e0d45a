// Rules for the staff console's small writes (applicant status, inbox, roles, partner origins). Content
// records (announcements, events, ledgers) use content-records.ts, the same rules as the admin import.
import {boolean, define, type Infer, object, optional} from 'superstruct';
import {APPLICANT_STATUSES, type ApplicantStatus, ROLES, type Role} from '../data/index.ts';
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

export type ApplicantReviewBody = Infer<typeof applicantReviewRules>;
export type MessageHandledBody = Infer<typeof messageHandledRules>;
export type RoleChangeBody = Infer<typeof roleChangeRules>;
export type PartnerOriginBody = Infer<typeof partnerOriginRules>;
