// Passkeys through the app (issue 23), with a software authenticator whose answers the server checks for
// real: adding one (recovery codes with the first factor), signing in with it alone, a replay refused, the
// password's second step by passkey, another account's passkey refused, and the step-up before removing one.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {PASSKEY_MESSAGES} from '../../../core/rules/index.ts';
import {softAuthenticator} from '../../../tests/support/soft-authenticator.ts';
import {
  call,
  signUpAndLogIn,
  TEST_PASSWORD,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {STEP_UP_REQUIRED} from '../step-up.ts';

let clock = Date.UTC(2026, 10, 26, 4, 0, 10);
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({now: () => clock});
});
afterAll(() => server?.close());

const origin = 'http://localhost:8080';
type Json = Record<string, unknown> & {
  data?: {recoveryCodes?: string[] | null; twoStepToken?: string; methods?: string[]};
  twoStep?: Record<string, unknown> & {changes: unknown[]};
};
const json = async (response: Response) => (await response.json()) as Json;

async function optionsFor(path: string, token: string | null) {
  return (await json(await call(server, 'POST', path, token))).options as never;
}

/** A new account with a passkey on `device`; answers the account and the first recovery codes. */
async function withPasskey(email: string, device: ReturnType<typeof softAuthenticator>) {
  const account = await signUpAndLogIn(server, email);
  const answer = device.register(await optionsFor('/api/me/passkeys/options', account.token));
  const added = await call(server, 'POST', '/api/me/passkeys', account.token, {
    name: 'Work laptop',
    response: answer,
  });
  expect(added.status).toBe(201);
  return {account, codes: (await json(added)).data?.recoveryCodes ?? null};
}

async function signInWith(device: ReturnType<typeof softAuthenticator>) {
  const assertion = device.authenticate(await optionsFor('/api/auth/passkey/options', null));
  return {assertion, response: await call(server, 'POST', '/api/auth/passkey', null, {passkey: assertion})};
}

describe('passkeys', () => {
  it('adds a passkey (the first factor brings recovery codes) and signs in with it alone, once per challenge', async () => {
    const device = softAuthenticator(origin);
    const {account, codes} = await withPasskey('pass@key.example', device);
    expect(codes).toHaveLength(10);
    const listed = (await json(await call(server, 'GET', '/api/me/passkeys', account.token))).passkeys;
    expect(listed).toEqual([expect.objectContaining({name: 'Work laptop', lastUsedAt: null})]);
    const status = (await json(await call(server, 'GET', '/api/me/two-step', account.token))).twoStep!;
    expect(status).toMatchObject({totp: false, passkeys: 1, recoveryCodesLeft: 10});
    expect(status.changes).toEqual([expect.objectContaining({change: 'passkey-added'})]);

    const {assertion, response} = await signInWith(device);
    expect(response.status).toBe(200);
    const signedIn = await json(response);
    expect(signedIn).toMatchObject({user: {email: 'pass@key.example'}, token: expect.any(String)});
    const replay = await call(server, 'POST', '/api/auth/passkey', null, {passkey: assertion});
    expect(replay.status).toBe(401);
    expect((await json(replay)).message).toBe(PASSKEY_MESSAGES.refused);
    const second = (await json(await call(server, 'GET', '/api/me/passkeys', account.token))).passkeys as {
      lastUsedAt: number | null;
    }[];
    expect(second[0]!.lastUsedAt).toBe(clock);
  });

  it('refuses an answer for another site, and a passkey the server does not know', async () => {
    const device = softAuthenticator('http://evil.example');
    const account = await signUpAndLogIn(server, 'evil@key.example');
    const answer = device.register(await optionsFor('/api/me/passkeys/options', account.token));
    const added = await call(server, 'POST', '/api/me/passkeys', account.token, {
      name: 'Phone',
      response: answer,
    });
    expect(added.status).toBe(400);
    expect((await json(added)).message).toBe(PASSKEY_MESSAGES.refused);
    const stranger = softAuthenticator(origin);
    stranger.register({challenge: 'x', rp: {id: 'localhost'}, user: {id: 'nobody'}});
    expect((await signInWith(stranger)).response.status).toBe(401);
    const malformed = await call(server, 'POST', '/api/auth/passkey', null, {passkey: {id: 'x'}});
    expect(malformed.status).toBe(400);
  });

  it('asks a password log-in for the passkey, and refuses another account’s passkey there', async () => {
    const mine = softAuthenticator(origin);
    const theirs = softAuthenticator(origin);
    await withPasskey('two-ways@key.example', mine);
    await withPasskey('other@key.example', theirs);
    const login = await json(
      await call(server, 'POST', '/api/auth/login', null, {
        email: 'two-ways@key.example',
        password: TEST_PASSWORD,
      }),
    );
    expect(login.data).toMatchObject({twoStepRequired: true, methods: ['passkey', 'recovery']});
    const twoStepToken = login.data!.twoStepToken!;
    const wrongOne = theirs.authenticate(await optionsFor('/api/auth/passkey/options', null));
    const refused = await call(server, 'POST', '/api/auth/two-step', null, {twoStepToken, passkey: wrongOne});
    expect(refused.status).toBe(401);
    expect((await json(refused)).message).toBe(PASSKEY_MESSAGES.notYours);
    const rightOne = mine.authenticate(await optionsFor('/api/auth/passkey/options', null));
    const passed = await call(server, 'POST', '/api/auth/two-step', null, {twoStepToken, passkey: rightOne});
    expect(passed.status).toBe(200);
  });

  it('removes a passkey only after a second step in the last 10 minutes, and signs the other devices out', async () => {
    const device = softAuthenticator(origin);
    const {account, codes} = await withPasskey('remove@key.example', device);
    const other = (await json(await signInWith(device).then(({response}) => response))) as {
      refreshToken: string;
    };
    const [passkey] = (await json(await call(server, 'GET', '/api/me/passkeys', account.token))).passkeys as {
      id: string;
    }[];
    clock += 11 * 60_000;
    const asked = await call(server, 'DELETE', `/api/me/passkeys/${passkey!.id}`, account.token);
    expect(asked.status).toBe(403);
    expect(await json(asked)).toMatchObject(STEP_UP_REQUIRED);
    const wrong = await call(server, 'POST', '/api/me/step-up', account.token, {code: '123456'});
    expect(wrong.status).toBe(401);
    const byCode = await call(server, 'POST', '/api/me/step-up', account.token, {code: codes![0]});
    expect(byCode.status).toBe(200);
    const removed = await call(server, 'DELETE', `/api/me/passkeys/${passkey!.id}`, account.token);
    expect(removed.status).toBe(200);
    const refreshed = await call(server, 'POST', '/api/auth/refresh-token', null, {
      refreshToken: other.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    const status = (await json(await call(server, 'GET', '/api/me/two-step', account.token))).twoStep!;
    expect(status).toMatchObject({totp: false, passkeys: 0, recoveryCodesLeft: 0});
    expect((status.changes as {change: string}[]).map((change) => change.change)).toEqual([
      'passkey-removed',
      'passkey-added',
    ]);
  });

  it('limits step-up tries to 10 in 15 minutes per account', async () => {
    const account: TestAccount = await signUpAndLogIn(server, 'guess@key.example');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await call(server, 'POST', '/api/me/step-up', account.token, {code: '000000'})).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
