// The typed API client (ky): one function per call, failures returned as values, tokens refreshed once.

export {AuthExpiredError} from './auth-expired-error.ts';
export type {CallSpec} from './call.ts';
export {EXPIRED_TOKEN_MESSAGES} from './call.ts';
export type {Api, ApiOptions, SendCall} from './create-api.ts';
export {createApi} from './create-api.ts';
export type {
  EventSignupCalls,
  MyEvent,
  MyEventsAnswer,
  SignupAnswer,
  SignupStatus,
} from './event-signup-calls.ts';
export {NETWORK_ERROR_MESSAGE} from './failure-from-error.ts';
export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AnnouncementsAnswer,
  AuditReport,
  AuditReportsAnswer,
  Contributor,
  ContributorsAnswer,
  EventNamesAnswer,
  EventRow,
  EventsAnswer,
  EventType,
  Expenditure,
  ExpendituresAnswer,
  LoginAnswer,
  MessageAnswer,
  MyGiftsAnswer,
  PledgeAnswer,
  ProfileAnswer,
  ProjectsAnswer,
  PublicConfigAnswer,
  PublicEvent,
  RefreshAnswer,
  SignedInAnswer,
  TwoStepAnswer,
  User,
  VerifyOtpAnswer,
} from './models.ts';
export type {PasswordResetCalls} from './password-reset-calls.ts';
export type {ProfileCalls} from './profile-calls.ts';
export type {PublicCalls} from './public-calls.ts';
export type {ApiFailure, ApiResult, ApiSuccess, CallOptions} from './result.ts';
export type {SessionCalls} from './session-calls.ts';
