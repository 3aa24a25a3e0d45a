// @vitest-environment happy-dom
import {createStore} from 'jotai/vanilla';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {authAtom, SIGNED_OUT, signInAtom, stepUpAskerAtom} from '../atoms/index.ts';
import {createApi, NETWORK_ERROR_MESSAGE} from './index.ts';
import {type StubAnswer, type StubServer, startStubServer} from './stub-server.test-support.ts';

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
const ok = (json: object): StubAnswer => ({status: 200, json: {success: true, statusCode: 200, ...json}});

let stub: StubServer;
let errorLog: ReturnType<typeof vi.spyOn>;

async function serve(handler: Parameters<typeof startStubServer>[0]) {
  stub = await startStubServer(handler);
  return stub;
}

beforeEach(() => {
  localStorage.clear();
  errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await stub?.close();
});

test('a successful GET resolves to the body with success and statusCode', async () => {
  const contributors = [
    {_id: 'c1', name: 'Lee', date: '2025-01-02', amount: 50, anchorProjectId: {_id: 'p', title: 'T'}},
  ];
  await serve(() => ok({contributors}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const result = await api.getContributors();
  expect(result).toEqual({success: true, statusCode: 200, contributors});
  expect(stub.requests[0]).toMatchObject({method: 'GET', path: '/api/contributors'});
  expect(stub.requests[0]?.headers.accept).toBe('application/json');
  expect(errorLog).not.toHaveBeenCalled();
});

test('asks the server to answer in the page language when one is given', async () => {
  await serve(() => ok({contributors: []}));
  await createApi({baseUrl: stub.baseUrl, store: createStore(), language: 'ta'}).getContributors();
  expect(stub.requests[0]?.headers['accept-language']).toBe('ta');
});

test.each([
  {call: 'getExpenditures', path: '/api/expenditures'},
  {call: 'getAuditReports', path: '/api/audit-reports'},
  {call: 'getAnnouncements', path: '/api/announcements'},
  {call: 'getProjects', path: '/api/projects'},
  {call: 'getPublicConfig', path: '/api/config'},
  {call: 'getProfile', path: '/api/auth/me'},
] as const)('$call sends GET $path', async ({call, path}) => {
  await serve(() => ok({}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  expect((await api[call]()).success).toBe(true);
  expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${path}`]);
});

test('getEvents passes the type as a query; JSON bodies go with their method and per-call headers', async () => {
  await serve(() => ok({message: 'done', events: []}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  await api.getEvents('work');
  await api.sendOtp({email: 'ana@example.com'}, {headers: {'Idempotency-Key': 'key-1'}});
  await api.updatePassword({
    email: 'a@b.co',
    newPassword: 'Aa1!aa',
    confirmPassword: 'Aa1!aa',
    resetToken: 't',
  });
  await api.updateProfile({fullName: 'Ana', phoneNumber: '1', address: '2'});
  const [events, otp, password, profile] = stub.requests;
  expect(events?.query.get('type')).toBe('work');
  expect(otp).toMatchObject({method: 'POST', path: '/api/auth/send-otp', body: {email: 'ana@example.com'}});
  expect(otp?.headers['idempotency-key']).toBe('key-1');
  expect(otp?.headers['content-type']).toMatch(/^application\/json/);
  expect(password).toMatchObject({method: 'PUT', path: '/api/auth/update-password'});
  expect(profile).toMatchObject({method: 'PATCH', path: '/api/auth/me', body: {fullName: 'Ana'}});
});

test('field errors are returned, not thrown, and logged', async () => {
  const failure = {
    success: false,
    statusCode: 400,
    message: 'Please fix the errors in the form.',
    errors: {email: 'Email Address is invalid'},
  };
  await serve(() => ({status: 400, json: failure}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const result = await api.login({email: 'nope', password: 'x'});
  expect(result).toEqual(failure);
  expect(errorLog).toHaveBeenCalledOnce();
});

test('HTTP 200 with a body statusCode >= 400 is a failure', async () => {
  await serve(() => ({status: 200, json: {statusCode: 409, message: 'Email already registered'}}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const result = await api.signup({} as Parameters<typeof api.signup>[0]);
  expect(result).toEqual({success: false, statusCode: 409, message: 'Email already registered'});
});

test('an error status without a JSON body still gives a well-formed failure', async () => {
  await serve(() => ({status: 502, text: '<html>Bad Gateway</html>'}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const result = await api.getAnnouncements();
  expect(result.success).toBe(false);
  expect(result.statusCode).toBe(502);
  expect(result.success ? '' : result.message).toMatch(/could not read/);
});

test('HTTP 200 with HTML instead of JSON is a failure, not a success', async () => {
  await serve(() => ({status: 200, text: '<!doctype html><p>index</p>'}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  expect(await api.getEvents('volunteer')).toMatchObject({success: false, statusCode: 502});
});

test('a server that cannot be reached gives statusCode 0 with a clear message', async () => {
  await serve(() => ok({}));
  const {baseUrl} = stub;
  await stub.close();
  const api = createApi({baseUrl, store: createStore()});
  expect(await api.getContributors()).toEqual({
    success: false,
    statusCode: 0,
    message: NETWORK_ERROR_MESSAGE,
  });
  expect(errorLog).toHaveBeenCalledOnce();
});

test('a dropped connection is a network failure too', async () => {
  await serve(() => 'drop');
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  expect(await api.sendContact({name: 'A', email: 'a@b.co', subject: '', message: 'Hi'})).toMatchObject({
    success: false,
    statusCode: 0,
  });
});

test('Authorization is sent only when signed in', async () => {
  await serve(() => ok({}));
  const store = createStore();
  const api = createApi({baseUrl: stub.baseUrl, store});
  await api.getAnnouncements();
  store.set(signInAtom, {user, token: 'access-1', refreshToken: 'refresh-1'});
  await api.getAnnouncements();
  expect(stub.requests[0]?.headers.authorization).toBeUndefined();
  expect(stub.requests[1]?.headers.authorization).toBe('Bearer access-1');
});

test('login stores the session; logout sends the refresh token and clears it', async () => {
  await serve((request) =>
    request.path === '/api/auth/login'
      ? ok({message: 'Logged in successfully!', user, token: 'access-1', refreshToken: 'refresh-1'})
      : ok({message: 'Logged out'}),
  );
  const store = createStore();
  const api = createApi({baseUrl: stub.baseUrl, store});
  await api.login({email: 'ana@example.com', password: 'Secret1!'});
  expect(store.get(authAtom)).toEqual({user, token: 'access-1', refreshToken: 'refresh-1'});
  expect(JSON.parse(localStorage.getItem('auth_data') ?? 'null').token).toBe('access-1');

  await api.logout();
  expect(stub.requests[1]).toMatchObject({path: '/api/auth/logout', body: {refreshToken: 'refresh-1'}});
  expect(stub.requests[1]?.headers.authorization).toBe('Bearer access-1');
  expect(store.get(authAtom)).toEqual(SIGNED_OUT);
  expect(localStorage.getItem('auth_data')).toBeNull();
});

test('logout clears the local session even when the server refuses', async () => {
  await serve(() => ({status: 401, json: {success: false, statusCode: 401, message: 'jwt expired'}}));
  const store = createStore();
  store.set(signInAtom, {user, token: 'access-1', refreshToken: 'refresh-1'});
  const result = await createApi({baseUrl: stub.baseUrl, store}).logout();
  expect(result.success).toBe(false);
  expect(stub.requests.map((request) => request.path)).toEqual(['/api/auth/logout']);
  expect(store.get(authAtom)).toEqual(SIGNED_OUT);
});

test('a server that answers too slowly gives statusCode 0', async () => {
  await serve(() => ({status: 200, json: {success: true, statusCode: 200}, delayMs: 300}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore(), timeoutMs: 50});
  const result = await api.getAnnouncements();
  expect(result).toMatchObject({success: false, statusCode: 0});
  expect(result.success ? '' : result.message).toMatch(/too long/);
});

test('a cancelled call resolves to a failure and is not logged as an error', async () => {
  const controller = new AbortController();
  // Cancel once the server holds the request: a timer here raced the answer on a loaded machine.
  await serve(() => {
    controller.abort();
    return {status: 200, json: {success: true, statusCode: 200}, delayMs: 300};
  });
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const pending = api.getAnnouncements({signal: controller.signal});
  expect(await pending).toEqual({success: false, statusCode: 0, message: 'The request was cancelled.'});
  expect(errorLog).not.toHaveBeenCalled();
});

test('send: any method and path on the same request path, with the token, and text answers', async () => {
  await serve((request) =>
    request.method === 'DELETE'
      ? ok({message: 'The announcement is deleted.'})
      : {status: 200, text: 'a,b\n1,2\n'},
  );
  const store = createStore();
  store.set(signInAtom, {user, token: 'access-1', refreshToken: 'refresh-1'});
  const api = createApi({baseUrl: stub.baseUrl, store});
  const removed = await api.send<{message: string}>({method: 'delete', path: 'staff/announcements/7'});
  expect(removed).toEqual({success: true, statusCode: 200, message: 'The announcement is deleted.'});
  const csv = await api.send<{text: string}>({
    method: 'get',
    path: 'staff/applicants',
    searchParams: {format: 'csv'},
    accept: 'text',
  });
  expect(csv).toEqual({success: true, statusCode: 200, text: 'a,b\n1,2\n'});
  expect(
    stub.requests.map(
      (request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`,
    ),
  ).toEqual(['DELETE /api/staff/announcements/7', 'GET /api/staff/applicants?format=csv']);
  expect(stub.requests.map((request) => request.headers.authorization)).toEqual([
    'Bearer access-1',
    'Bearer access-1',
  ]);
});

test('send with keepBody: a failure keeps the whole answer (an import report)', async () => {
  const rows = [{row: 2, ok: false, problems: [{field: 'date', problem: 'is not a real date'}]}];
  await serve(() => ({
    status: 400,
    json: {success: false, statusCode: 400, message: 'Nothing was saved.', rows},
  }));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  const kept = await api.send({
    method: 'post',
    path: 'staff/contributors/import',
    json: {csv: 'x'},
    keepBody: true,
  });
  expect(kept).toMatchObject({success: false, statusCode: 400, message: 'Nothing was saved.', body: {rows}});
  const plain = await api.send({method: 'post', path: 'staff/contributors/import', json: {csv: 'x'}});
  expect(plain).toEqual({success: false, statusCode: 400, message: 'Nothing was saved.'});
});

test('the sign-up calls: POST and DELETE /events/:id/signup, GET /me/events', async () => {
  await serve(() => ok({}));
  const api = createApi({baseUrl: stub.baseUrl, store: createStore()});
  await api.signUpForEvent('7');
  await api.withdrawFromEvent('7');
  await api.getMyEvents();
  expect(stub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /api/events/7/signup',
    'DELETE /api/events/7/signup',
    'GET /api/me/events',
  ]);
});

test('a step_up_required answer is asked for once by the screen on show, then the request goes again', async () => {
  let calls = 0;
  await serve(() =>
    ++calls === 1
      ? {
          status: 403,
          json: {success: false, statusCode: 403, code: 'step_up_required', message: 'Confirm it is you.'},
        }
      : ok({message: 'The role is changed.'}),
  );
  const store = createStore();
  const api = createApi({baseUrl: stub.baseUrl, store});
  const refused = await api.send({method: 'patch', path: 'staff/accounts/u2', json: {role: 'staff'}});
  // Nothing can ask: the failure stands, with its code.
  expect(refused).toEqual({
    success: false,
    statusCode: 403,
    code: 'step_up_required',
    message: 'Confirm it is you.',
  });

  calls = 0;
  const ask = vi.fn(async () => true);
  store.set(stepUpAskerAtom, {ask});
  const done = await api.send({method: 'patch', path: 'staff/accounts/u2', json: {role: 'staff'}});
  expect(done).toMatchObject({success: true, message: 'The role is changed.'});
  expect(ask).toHaveBeenCalledTimes(1);
  expect(stub.requests.slice(-2).map((request) => request.body)).toEqual([{role: 'staff'}, {role: 'staff'}]);

  calls = 0;
  store.set(stepUpAskerAtom, {ask: async () => false});
  expect(await api.send({method: 'patch', path: 'staff/accounts/u2', json: {role: 'staff'}})).toMatchObject({
    success: false,
    code: 'step_up_required',
  });
});
