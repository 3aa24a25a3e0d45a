// The whole app (in-process, real argon2, a real SQLite file) and a real SMTP catcher: the reset flow read
// from the caught mail, and the races that only concurrent requests show (a server process interleaves
// its requests at the same awaits as these do).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {AUTH_MESSAGES} from './auth-routes.ts';
import {signupBody} from './auth-test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({
    env: {
      SMTP_URL: mail.smtpUrl,
      RATE_LIMIT_FACTOR: '100',
      AUTH_SECRET: 'flows-secret-with-at-least-32-characters',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

async function call(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/api/auth${route}`, {
    method,
    headers: body === undefined ? headers : {'Content-Type': 'application/json', ...headers},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

async function register(email: string): Promise<void> {
  const since = Date.now();
  expect((await call('POST', '/signup', signupBody({email}))).status).toBe(201);
  // The welcome mail goes out in the background; wait for it so it is not taken for the code mail.
  await mail.waitForMail(email, {since});
}

/** The reset mail for `email` received since `since` (other mails may arrive in the same millisecond). */
async function resetMailFor(email: string, since: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = mail.mails.find(
      (m) =>
        m.to.includes(email) && m.receivedAt >= since && m.subject === 'Your code to reset your password',
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

/** Sends a code and reads it from the mail the catcher received. */
async function codeFor(email: string): Promise<string> {
  const since = Date.now();
  expect((await call('POST', '/send-otp', {email})).status).toBe(200);
  await mail.waitForMail(email, {since});
  const caught = await resetMailFor(email, since);
  return /^\s*(\d{4})\s*$/m.exec(caught.text)![1]!;
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('password reset, end to end', () => {
  it('resets with the mailed code: old password and old sessions dead, new password works, notice mailed', async () => {
    const email = 'reset-flow@nard.example';
    await register(email);
    const login = await call('POST', '/login', {email, password: 'Passw0rd!'});
    const oldAccess = {Authorization: `Bearer ${login.body.token}`};

    const code = await codeFor(email);
    const verified = await call('POST', '/verify-otp', {email, otp: code});
    expect(verified.body.message).toBe('Code verified.');
    const since = Date.now();
    const updated = await call('PUT', '/update-password', {
      email,
      newPassword: 'Fresh@Passw0rd',
      confirmPassword: 'Fresh@Passw0rd',
      resetToken: verified.body.resetToken,
    });
    expect(updated.body).toMatchObject({success: true, message: 'Password updated. Please log in.'});

    expect((await call('POST', '/login', {email, password: 'Passw0rd!'})).status).toBe(401);
    expect((await call('POST', '/login', {email, password: 'Fresh@Passw0rd'})).status).toBe(200);
    expect((await call('POST', '/refresh-token', {refreshToken: login.body.refreshToken})).status).toBe(401);
    expect((await call('GET', '/me', undefined, oldAccess)).body.message).toBe('Invalid Access Token');
    const notice = await mail.waitForMail(email, {since});
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.text).not.toMatch(/Fresh@Passw0rd/);
  });

  it('answers send-otp identically for an unknown e-mail', async () => {
    await register('known-otp@nard.example');
    const known = await call('POST', '/send-otp', {email: 'known-otp@nard.example'});
    const unknown = await call('POST', '/send-otp', {email: 'unknown-otp@nard.example'});
    expect(unknown).toEqual(known);
  });

  it('evaluates at most 5 of 50 concurrent wrong guesses, then refuses even the right code', async () => {
    const email = 'guesses@nard.example';
    await register(email);
    const code = await codeFor(email);
    const answers = await Promise.all(
      Array.from({length: 50}, () => call('POST', '/verify-otp', {email, otp: wrong(code)})),
    );
    // Every refusal reads alike (issue 19 #3); the code's own count says how many were evaluated.
    expect(answers.every((answer) => answer.body.message === AUTH_MESSAGES.codeRefused)).toBe(true);
    const account = (await server.deps.store.findAccountByEmail(email))!;
    expect((await server.deps.store.findLiveOtp(account.id))!.attempts).toBe(5);
    const right = await call('POST', '/verify-otp', {email, otp: code});
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(AUTH_MESSAGES.codeRefused);
  });

  it('lets the same right code succeed exactly once when sent twice at once', async () => {
    const email = 'double@nard.example';
    await register(email);
    const code = await codeFor(email);
    const answers = await Promise.all([1, 2].map(() => call('POST', '/verify-otp', {email, otp: code})));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(1);
  });
});

describe('access token expiry', () => {
  it('answers "jwt expired" after ACCESS_TOKEN_TTL_SECONDS=1, and the refresh token still renews', async () => {
    const clock = {now: Date.now()};
    const shortLived = await startTestApp({
      env: {ACCESS_TOKEN_TTL_SECONDS: '1', RATE_LIMIT_FACTOR: '100'},
      now: () => clock.now,
    });
    try {
      const json = {'Content-Type': 'application/json'};
      const email = 'ttl@nard.example';
      await shortLived.fetch('/api/auth/signup', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(signupBody({email})),
      });
      const login = await (
        await shortLived.fetch('/api/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({email, password: 'Passw0rd!'}),
        })
      ).json();
      clock.now += 2100;
      const me = await shortLived.fetch('/api/auth/me', {headers: {Authorization: `Bearer ${login.token}`}});
      expect(me.status).toBe(401);
      expect((await me.json()).message).toBe('jwt expired');
      const renewed = await shortLived.fetch('/api/auth/refresh-token', {
        method: 'POST',
        headers: {...json, Authorization: `Bearer ${login.token}`},
        body: JSON.stringify({refreshToken: login.refreshToken}),
      });
      expect(renewed.status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});
