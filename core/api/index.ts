// The typed API client (ky): one function per call, failures returned as values, tokens refreshed once.

// The answers and the contract (core/wire), for the clients that take them from here.
export type * from '../wire/index.ts';
export {AuthExpiredError} from './auth-expired-error.ts';
export {callRoute} from './call-route.ts';
export type {Api} from './create-api.ts';
export {createApi} from './create-api.ts';
export {NETWORK_ERROR_MESSAGE} from './failure-from-error.ts';
export type {ApiFailure, ApiResult, ApiSuccess, CallOptions} from './result.ts';
