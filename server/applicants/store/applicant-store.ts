// Applicants (everyone who applied, site or partner widget) and the contact inbox, as staff review them.
// Writes record an activity row in the same transaction (see staff-store.ts). Filtering, sorting and
// paging happen in SQL, so hundreds of applicants stay quick.

import type {ApplicationDetails, RegionKey} from '../../../core/rules/index.ts';
import type {Applicant, ApplicantStatus, InboxMessage, Page} from '../../../core/staff/index.ts';
import type {Actor, Change} from '../../db/actor.ts';
import type {PageRequest} from '../../db/store/page.ts';

/** Columns the applicants table sorts by. */
export const APPLICANT_SORTS = ['appliedAt', 'name', 'status', 'region', 'type'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/** Filters and order of the applicants table; an absent filter matches everyone. */
export type ApplicantFilter = {
  type?: 'volunteer' | 'work' | undefined;
  region?: RegionKey | undefined;
  status?: ApplicantStatus | undefined;
  /** Part of the name or e-mail, any case. */
  search?: string | undefined;
  sort: ApplicantSort;
  order: 'asc' | 'desc';
};

export type ApplicantStore = {
  listApplicants(filter: ApplicantFilter, page: PageRequest): Promise<Page<Applicant>>;
  /**
   * Every applicant the filter matches, in its order (the CSV export), and an Activity line saying who
   * took how many people's details (issue 24: a breach can be scoped in minutes), in one transaction.
   */
  exportApplicants(filter: ApplicantFilter, actor: Actor, now: number): Promise<Applicant[]>;
  /** The person corrects the details they applied with (issue 24). Null when no such account. */
  updateApplicantDetails(id: string, details: ApplicationDetails, now: number): Promise<Applicant | null>;
  /** One applicant's record (the person's own data download, issue 24). Null when no such account. */
  findApplicant(id: string): Promise<Applicant | null>;
  /** Every contact message sent from `email` (matched without case), oldest first. */
  listMessagesFrom(email: string): Promise<InboxMessage[]>;
  /** Sets the status and, when given, the note. Null when no such applicant. */
  reviewApplicant(
    id: string,
    review: {status: ApplicantStatus; note?: string | undefined},
    actor: Actor,
    now: number,
  ): Promise<Change<Applicant> | null>;

  /** The inbox, newest first; `handled` filters (absent: all). */
  listMessages(request: PageRequest & {handled?: boolean | undefined}): Promise<Page<InboxMessage>>;
  /** Marks a message handled (by `actor`, now) or waiting again. Null when no such message. */
  setMessageHandled(
    id: string,
    handled: boolean,
    actor: Actor,
    now: number,
  ): Promise<Change<InboxMessage> | null>;
};
