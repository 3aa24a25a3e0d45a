// The public content: contributions, audit reports, announcements, events, contact form, public config.
import type {ContactBody, GiftPledge} from '../rules/index.ts';
import type {
  AnnouncementsAnswer,
  AuditReportsAnswer,
  ContributorsAnswer,
  EventsAnswer,
  EventType,
  ExpendituresAnswer,
  FiguresAnswer,
  MessageAnswer,
  PledgeAnswer,
  ProjectsAnswer,
  PublicConfigAnswer,
} from '../wire/index.ts';
import type {Call} from './call.ts';
import {callRoute} from './call-route.ts';
import type {ApiResult, CallOptions} from './result.ts';

/** The public calls of the API client. */
export type PublicCalls = {
  /** GET /contributors. */
  getContributors: (options?: CallOptions) => Promise<ApiResult<ContributorsAnswer>>;
  /** GET /expenditures. */
  getExpenditures: (options?: CallOptions) => Promise<ApiResult<ExpendituresAnswer>>;
  /** GET /figures: every figure the pages show, added up by the server (issue 58). */
  getFigures: (options?: CallOptions) => Promise<ApiResult<FiguresAnswer>>;
  /** GET /audit-reports. */
  getAuditReports: (options?: CallOptions) => Promise<ApiResult<AuditReportsAnswer>>;
  /** GET /projects: the anchor projects and their goals. */
  getProjects: (options?: CallOptions) => Promise<ApiResult<ProjectsAnswer>>;
  /** GET /announcements, newest first. */
  getAnnouncements: (options?: CallOptions) => Promise<ApiResult<AnnouncementsAnswer>>;
  /** GET /events?type=volunteer|work. */
  getEvents: (type: EventType, options?: CallOptions) => Promise<ApiResult<EventsAnswer>>;
  /** POST /contact. */
  sendContact: (body: ContactBody, options?: CallOptions) => Promise<ApiResult<MessageAnswer>>;
  /** POST /gifts: a pledge; send an `Idempotency-Key` so a retry after a lost answer pledges once. */
  pledgeGift: (body: GiftPledge, options?: CallOptions) => Promise<ApiResult<PledgeAnswer>>;
  /** GET /config: e-mail, phone, PayNow UEN, bank and checkout details. */
  getPublicConfig: (options?: CallOptions) => Promise<ApiResult<PublicConfigAnswer>>;
};

/**
 * Builds the public calls.
 *
 * @example
 * const {getEvents} = publicCalls(call);
 */
export function publicCalls(call: Call): PublicCalls {
  return {
    getContributors: (options) => callRoute(call, 'GET /contributors', {}, options),
    getExpenditures: (options) => callRoute(call, 'GET /expenditures', {}, options),
    getFigures: (options) => callRoute(call, 'GET /figures', {}, options),
    getAuditReports: (options) => callRoute(call, 'GET /audit-reports', {}, options),
    getProjects: (options) => callRoute(call, 'GET /projects', {}, options),
    getAnnouncements: (options) => callRoute(call, 'GET /announcements', {}, options),
    getEvents: (type, options) => callRoute(call, 'GET /events', {searchParams: {type}}, options),
    sendContact: (body, options) => callRoute(call, 'POST /contact', {json: body}, options),
    pledgeGift: (body, options) => callRoute(call, 'POST /gifts', {json: body}, options),
    getPublicConfig: (options) => callRoute(call, 'GET /config', {}, options),
  };
}
