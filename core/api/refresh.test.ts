// @vitest-environment happy-dom
import {createStore} from 'jotai/vanilla';
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {authAtom, SIGNED_OUT, signInAtom} from '../atoms/index.ts';
import {AuthExpiredError, createApi} from './index.ts';
import {
  type SeenRequest,
  type StubAnswer,
  type StubServer,
  startStubServer,
} from './stub-server.test-support.ts';

const user = {
  id: 'u1',
  fullName: 'Ana Tan',
  email: 'ana@example.com',
  role: '',
  phoneNumber: '',
  address: '',
  emailConfirmed: true,
  showFirstName: false,
};
const oldSession = {user, token: 'access-1', refreshToken: 'refresh-1'};
const refused = (message: string): StubAnswer => ({
  status: 401,
  json: {success: false, statusCode: 401, message},
});

type AuthServerOptions = {expiredMessage?: string; refreshAnswer?: StubAnswer; meAfterRefresh?: StubAnswer};

// A tiny auth server: access-1 is expired, refresh-1 (sent with access-1) rotates to access-2 / refresh-2.
function authServer(options: AuthServerOptions = {}) {
  const {expiredMessage = 'jwt expired'} = options;
  return (request: SeenRequest): StubAnswer => {
    const bearer = request.headers.authorization;
    if (request.path === '/api/auth/refresh-token') {
      if (options.refreshAnswer) return options.refreshAnswer;
      const body = request.body as {refreshToken?: string};
      if (body.refreshToken !== 'refresh-1' || bearer !== 'Bearer access-1')
        return refused('Invalid refresh token');
      return {
        status: 200,
        delayMs: 30,
        json: {success: true, statusCode: 200, accessToken: 'access-2', refreshToken: 'refresh-2'},
      };
    }
    if (bearer === 'Bearer access-2') {
      return options.meAfterRefresh ?? {status: 200, json: {success: true, statusCode: 200, user}};
    }
    return refused(bearer ? expiredMessage : 'Unauthorized request');
  };
}

let stub: StubServer;
const refreshes = () => stub.requests.filter((request) => request.path === '/api/auth/refresh-token');
const tokensSent = () => stub.requests.map((request) => request.headers.authorization);

async function signedInApi(options: AuthServerOptions = {}) {
  stub = await startStubServer(authServer(options));
  const store = createStore();
  store.set(signInAtom, oldSession);
  const onSessionExpired = vi.fn();
  const api = createApi({baseUrl: stub.baseUrl, store, onSessionExpired});
  return {api, store, onSessionExpired};
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await stub?.close();
});

describe.each(['jwt expired', 'Invalid Access Token'])("on '%s'", (expiredMessage) => {
  test('refreshes once, stores both new tokens, retries once and succeeds', async () => {
    const {api, store} = await signedInApi({expiredMessage});
    const result = await api.getProfile();
    expect(result).toEqual({success: true, statusCode: 200, user});
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.body).toEqual({refreshToken: 'refresh-1'});
    expect(refreshes()[0]?.headers.authorization).toBe('Bearer access-1');
    expect(tokensSent()).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2']);
    expect(store.get(authAtom)).toEqual({user, token: 'access-2', refreshToken: 'refresh-2'});
    expect(JSON.parse(localStorage.getItem('auth_data') ?? 'null')).toEqual(store.get(authAtom));
  });
});

test('five concurrent expired calls cause exactly one refresh, and all five succeed', async () => {
  const {api} = await signedInApi();
  const results = await Promise.all(Array.from({length: 5}, () => api.getProfile()));
  expect(results.every((result) => result.success)).toBe(true);
  expect(refreshes()).toHaveLength(1);
  expect(stub.requests.filter((request) => request.headers.authorization === 'Bearer access-2')).toHaveLength(
    5,
  );
});

test('two clients on the same store share the refresh', async () => {
  const {api, store} = await signedInApi();
  const other = createApi({baseUrl: stub.baseUrl, store});
  const results = await Promise.all([api.getProfile(), other.getProfile(), other.getProfile()]);
  expect(results.map((result) => result.success)).toEqual([true, true, true]);
  expect(refreshes()).toHaveLength(1);
});

test('retries only once: a second expiry after the refresh is returned as a failure', async () => {
  const {api} = await signedInApi({meAfterRefresh: refused('jwt expired')});
  const result = await api.getProfile();
  expect(result).toEqual({success: false, statusCode: 401, message: 'jwt expired'});
  expect(refreshes()).toHaveLength(1);
  expect(stub.requests).toHaveLength(3);
});

test('a refused refresh clears the session, calls onSessionExpired and throws AuthExpiredError', async () => {
  const {api, store, onSessionExpired} = await signedInApi({refreshAnswer: refused('Invalid refresh token')});
  await expect(api.getProfile()).rejects.toBeInstanceOf(AuthExpiredError);
  expect(store.get(authAtom)).toEqual(SIGNED_OUT);
  expect(localStorage.getItem('auth_data')).toBeNull();
  expect(onSessionExpired).toHaveBeenCalledOnce();
});

test('concurrent calls whose refresh is refused all throw, after one refresh and one onSessionExpired', async () => {
  const {api, onSessionExpired} = await signedInApi({refreshAnswer: refused('Invalid refresh token')});
  const outcomes = await Promise.allSettled([api.getProfile(), api.getProfile(), api.getProfile()]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect(refreshes()).toHaveLength(1);
  expect(onSessionExpired).toHaveBeenCalledOnce();
});

test('an offline refresh keeps the session and returns a network failure', async () => {
  const {api, store, onSessionExpired} = await signedInApi({refreshAnswer: 'drop'});
  const result = await api.getProfile();
  expect(result).toMatchObject({success: false, statusCode: 0});
  expect(store.get(authAtom)).toEqual(oldSession);
  expect(onSessionExpired).not.toHaveBeenCalled();
});

test('a token another tab already rotated is used instead of refreshing again', async () => {
  const {api, store} = await signedInApi();
  // Another tab refreshed: it wrote the new record, and this tab has not seen the storage event yet.
  localStorage.setItem('auth_data', JSON.stringify({user, token: 'access-2', refreshToken: 'refresh-2'}));
  expect(store.get(authAtom).token).toBe('access-1');

  const result = await api.getProfile();
  expect(result.success).toBe(true);
  expect(refreshes()).toHaveLength(0);
  expect(tokensSent()).toEqual(['Bearer access-1', 'Bearer access-2']);
  expect(store.get(authAtom).token).toBe('access-2');
});

test('a signed-out caller gets the failure back: no refresh without a refresh token', async () => {
  stub = await startStubServer(() => refused('Invalid Access Token'));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  expect(await api.getProfile()).toEqual({success: false, statusCode: 401, message: 'Invalid Access Token'});
  expect(refreshes()).toHaveLength(0);
});
