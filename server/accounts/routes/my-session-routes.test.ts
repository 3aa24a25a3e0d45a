// Signed-in devices through the app (issue 23): each log-in is listed with its browser and system, this
// one marked; signing another out stops its refresh token at once; "every other" keeps only this one.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, TEST_PASSWORD} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
});
afterAll(() => server?.close());

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

async function logInFrom(email: string, userAgent: string) {
  const answer = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'User-Agent': userAgent},
    body: JSON.stringify({email, password: TEST_PASSWORD}),
  });
  return (await answer.json()) as {token: string; refreshToken: string};
}

type Device = {
  id: string;
  browser: string;
  system: string;
  current: boolean;
  firstSeen: string;
  lastSeen: string;
};
const devices = async (token: string) =>
  ((await (await call(server, 'GET', '/api/me/sessions', token)).json()) as {sessions: Device[]}).sessions;

describe('signed-in devices', () => {
  it('lists each device, marks this one, and signs another out at once', async () => {
    const me = await signUpAndLogIn(server, 'devices@step.example');
    const phone = await logInFrom(me.email, IPHONE);
    const listed = await devices(me.token);
    expect(listed).toHaveLength(2);
    expect(listed.find((device) => device.current)).toMatchObject({
      browser: 'A browser',
      system: 'an unknown system',
    });
    const other = listed.find((device) => !device.current)!;
    expect(other).toMatchObject({browser: 'Safari', system: 'iOS'});
    expect(Date.parse(other.lastSeen)).toBeGreaterThanOrEqual(Date.parse(other.firstSeen));

    expect((await call(server, 'DELETE', `/api/me/sessions/${other.id}`, me.token)).status).toBe(200);
    const refreshed = await call(server, 'POST', '/api/auth/refresh-token', null, {
      refreshToken: phone.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    expect(await devices(me.token)).toHaveLength(1);
    expect((await call(server, 'DELETE', `/api/me/sessions/${other.id}`, me.token)).status).toBe(404);
  });

  it('signs out every other device, and never someone else’s', async () => {
    const me = await signUpAndLogIn(server, 'all@step.example');
    const stranger = await signUpAndLogIn(server, 'stranger@step.example');
    await logInFrom(me.email, IPHONE);
    await logInFrom(me.email, IPHONE);
    const theirs = (await devices(stranger.token))[0]!;
    expect((await call(server, 'DELETE', `/api/me/sessions/${theirs.id}`, me.token)).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/me/sessions', me.token)).status).toBe(200);
    expect((await devices(me.token)).map((device) => device.current)).toEqual([true]);
    expect(await devices(stranger.token)).toHaveLength(1);
  });
});
