// The typed API client (ky): one function per call, failures returned as values, tokens refreshed once.

// The answers and the contract (core/wire), for the clients that take them from here.
export type * from '../wire/index.ts';
export {AuthExpiredError} from './auth-expired-error.ts';
export type {CallSpec} from './call.ts';
export {EXPIRED_TOKEN_MESSAGES} from './call.ts';
export {callRoute, type RouteParts, routeSpec} from './call-route.ts';
export type {Api, ApiOptions, SendCall} from './create-api.ts';
export {createApi} from './create-api.ts';
export type {EventSignupCalls} from './event-place-calls.ts';
export {NETWORK_ERROR_MESSAGE} from './failure-from-error.ts';
export type {PasswordResetCalls} from './password-reset-calls.ts';
export type {ProfileCalls} from './profile-calls.ts';
export type {PublicCalls} from './public-calls.ts';
export type {ApiFailure, ApiResult, ApiSuccess, CallOptions} from './result.ts';
export type {SessionCalls} from './session-calls.ts';
