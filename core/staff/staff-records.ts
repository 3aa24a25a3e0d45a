// The records the staff API (/api/staff/*) sends, shared by the server and the console. Types only.

import type {Role} from '../accounts/roles.ts';
import type {EventRow} from '../events/event-records.ts';

/** Where an applicant is in the foundation's follow-up. */
export const APPLICANT_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;

/** One of {@link APPLICANT_STATUSES}. */
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Someone who applied through the site or a partner's volunteer form widget. */
export type Applicant = {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  emergencyContact: string;
  age: string;
  region: string;
  city: string;
  profession: string;
  type: 'volunteer' | 'work';
  /** null: the foundation's own site; otherwise the partner page's origin, e.g. https://farm.example. */
  origin: string | null;
  status: ApplicantStatus;
  note: string;
  /** ISO 8601 time of the application. */
  appliedAt: string;
};

/** One page of a server-side sorted and filtered table. */
export type Page<T> = {items: T[]; total: number; page: number; pageSize: number};

/** A contact-form message in the staff inbox. */
export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  /** ISO time it was marked handled, or null while it waits. */
  handledAt: string | null;
  handledBy: string | null;
};

/** An origin whose pages may send the volunteer form. */
export type PartnerOrigin = {origin: string; addedAt: string; addedBy: string | null};

/** An account as the People area lists it. */
export type AccountSummary = {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  type: 'volunteer' | 'work';
  createdAt: string;
};

/** One write in the activity log: who, when, what, and the record before and after. */
export type ActivityEntry = {
  id: string;
  at: string;
  /** `name` is the account's name as it is now; null once the account is gone. */
  actor: {id: string; email: string; name: string | null};
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};

/** An event as staff see it: cancelled and past events included. */
export type StaffEvent = EventRow & {
  cancelled: boolean;
  /** People signed up or waiting through the site: who is mailed when the event changes or is cancelled. */
  peopleToTell: number;
};
