// Access-token checks and refresh-token rotation with reuse detection (RFC 9700 4.14.2), on a test clock.
import {createHmac} from 'node:crypto';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {deriveAuthKeys} from '../../security/auth-keys.ts';
import {signAccessToken} from '../access-token.ts';
import {type AuthTestApp, createAuthTestApp, signupBody} from './auth-test-app.test-support.ts';

let t: AuthTestApp;
beforeEach(() => {
  t = createAuthTestApp();
});
afterEach(() => t.close());

async function logIn(email = 'ana@nard.example') {
  await t.call('POST', '/signup', signupBody({email}));
  const login = await t.call('POST', '/login', {email, password: 'Passw0rd!'});
  return {
    token: login.body.token as string,
    refreshToken: login.body.refreshToken as string,
    userId: (login.body.user as {id: string}).id,
  };
}

const bearer = (token: string) => ({Authorization: `Bearer ${token}`});
const refresh = (refreshToken: string, token?: string) =>
  t.call('POST', '/refresh-token', {refreshToken}, token ? bearer(token) : {});
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens on GET /me', () => {
  it('answers 401 "jwt expired" once the TTL has passed', async () => {
    const {token} = await logIn();
    t.clock.now += 15 * 60_000 + 1000;
    const answer = await t.call('GET', '/me', undefined, bearer(token));
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('jwt expired');
  });

  it('refuses a refresh token presented as an access token', async () => {
    const {refreshToken} = await logIn();
    const answer = await t.call('GET', '/me', undefined, bearer(refreshToken));
    expect(answer.body).toMatchObject({statusCode: 401, message: 'Invalid Access Token'});
  });

  it('refuses alg none, HS512, a wrong key and a token of a deleted session', async () => {
    const {token, userId} = await logIn();
    const [header, payload] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const key = deriveAuthKeys(t.deps.config.authSecret).accessToken;
    const none = `${b64({alg: 'none', typ: 'at+jwt'})}.${payload}.`;
    const hs512Input = `${b64({alg: 'HS512', typ: 'at+jwt'})}.${payload}`;
    const hs512 = `${hs512Input}.${createHmac('sha512', key).update(hs512Input).digest('base64url')}`;
    const wrongKey = await signAccessToken(
      new Uint8Array(32),
      {userId, sessionId: claims.sid},
      t.clock.now,
      900,
    );
    const noSession = await signAccessToken(key, {userId, sessionId: 'no-such-session'}, t.clock.now, 900);
    for (const forged of [none, hs512, wrongKey, noSession, `${header}.${payload}`]) {
      const answer = await t.call('GET', '/me', undefined, bearer(forged));
      expect(answer.body.message).toBe('Invalid Access Token');
    }
    expect((await t.call('GET', '/me', undefined, bearer(token))).status).toBe(200);
  });
});

describe('POST /refresh-token', () => {
  it('rotates: a new pair, the new access token works, and the chain goes on', async () => {
    const first = await logIn();
    const second = await refresh(first.refreshToken, first.token);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      success: true,
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect((await t.call('GET', '/me', undefined, bearer(second.body.accessToken as string))).status).toBe(
      200,
    );
    const third = await refresh(second.body.refreshToken as string);
    expect(third.status).toBe(200);
  });

  it('accepts the old access token after it expired, as the client sends it then', async () => {
    const first = await logIn();
    t.clock.now += 20 * 60_000;
    expect((await refresh(first.refreshToken, first.token)).status).toBe(200);
  });

  it('within the grace window gives a repeat the same successor (two tabs stay signed in)', async () => {
    const first = await logIn();
    const [tabA, tabB] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabB.body.refreshToken).toBe(tabA.body.refreshToken);
    t.clock.now += 9_000;
    const late = await refresh(first.refreshToken);
    expect(late.body.refreshToken).toBe(tabA.body.refreshToken);
    expect((await refresh(tabA.body.refreshToken as string)).status).toBe(200);
  });

  it('after the grace window treats reuse as theft: the whole family is revoked, newest token included', async () => {
    const first = await logIn();
    const second = await refresh(first.refreshToken);
    const third = await refresh(second.body.refreshToken as string);
    t.clock.now += 11_000;
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Your session has ended. Please log in again.');
    expect((await refresh(third.body.refreshToken as string)).status).toBe(401);
    const access = third.body.accessToken as string;
    expect((await t.call('GET', '/me', undefined, bearer(access))).body.message).toBe('Invalid Access Token');
  });

  it("refuses a refresh token with another user's access token, and a forged access token", async () => {
    const ana = await logIn();
    const ben = await logIn('ben@nard.example');
    expect((await refresh(ana.refreshToken, ben.token)).status).toBe(401);
    expect((await refresh(ana.refreshToken, `${ana.token}x`)).status).toBe(401);
    expect((await refresh(ana.refreshToken, ana.token)).status).toBe(200);
  });

  it('ends the session 30 days after login, however often it was refreshed (absolute expiry)', async () => {
    let {refreshToken} = await logIn();
    for (let day = 0; day < 29; day++) {
      t.clock.now += 86_400_000;
      const next = await refresh(refreshToken);
      expect(next.status).toBe(200);
      refreshToken = next.body.refreshToken as string;
    }
    t.clock.now += 86_400_000;
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it.each([
    [{refreshToken: 'A'.repeat(43)}, 401],
    [{refreshToken: ''}, 401],
    [{refreshToken: 7}, 400],
    [{}, 400],
    [{refreshToken: 'x', extra: 1}, 400],
  ])('refuses the body %j with %i', async (body, status) => {
    const answer = await t.call('POST', '/refresh-token', body);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
  });
});
