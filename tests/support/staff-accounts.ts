// Accounts for staff-API tests against a running server or an in-process app (server/test-app.test-support.ts):
// sign up through the real API, set roles with the real `admin:grant` command, log in for a real access token.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {Secret, TOTP} from 'otpauth';
import {node24} from './start-server.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The password every test account uses (it passes the application rule). */
export const TEST_PASSWORD = 'Passw0rd!';

/** Where requests go: a running server's URL, or an in-process app that answers with its own fetch. */
export type Target = string | {url: string; fetch: (input: string, init?: RequestInit) => Promise<Response>};

function send(target: Target, pathName: string, init: RequestInit): Promise<Response> {
  return typeof target === 'string'
    ? fetch(`${target}${pathName}`, init)
    : target.fetch(`${target.url}${pathName}`, init);
}

/** A signed-in test account. */
export type TestAccount = {id: string; email: string; fullName: string; token: string};

/** Signs up (volunteer unless `type` says work) and logs in; returns the account and its access token. */
export async function signUpAndLogIn(
  target: Target,
  email: string,
  {
    fullName = 'Ana Tan',
    type = 'volunteer',
    phoneNumber = '91234567',
  }: {fullName?: string; type?: 'volunteer' | 'work'; phoneNumber?: string} = {},
): Promise<TestAccount> {
  const signup = await send(target, '/api/auth/signup', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      fullName,
      age: '26-35',
      email,
      password: TEST_PASSWORD,
      region: 'central',
      city: 'Bishan',
      phoneNumber,
      emergencyContact: '98765432',
      profession: 'Teacher',
      type,
    }),
  });
  if (signup.status !== 201)
    throw new Error(`signup of ${email} answered ${signup.status}: ${await signup.text()}`);
  return logIn(target, email);
}

/** Logs in an existing test account. */
export async function logIn(target: Target, email: string): Promise<TestAccount> {
  const login = await send(target, '/api/auth/login', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({email, password: TEST_PASSWORD}),
  });
  const body = (await login.json()) as {token: string; user: {id: string; email: string; fullName: string}};
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
  return {id: body.user.id, email: body.user.email, fullName: body.user.fullName, token: body.token};
}

/**
 * Runs `npm run admin:grant`'s script on the server's DATA_DIR (or the DATABASE_URL in `env`); returns its
 * exit code and output.
 */
export function grantRole(dataDir: string, email: string, role: string, env: Record<string, string> = {}) {
  const run = spawnSync(
    node24(),
    [path.join(REPO_ROOT, 'server/admin/grant-role.ts'), email, '--role', role],
    {
      env: {...process.env, DATA_DIR: dataDir, ...env},
      encoding: 'utf8',
      timeout: 15_000,
    },
  );
  return {status: run.status, stdout: run.stdout, stderr: run.stderr};
}

/**
 * Sets up an authenticator for the signed-in `account` through the API, as a person does from the profile
 * (the code computed as the app would), so staff routes open for it (issue 23). Returns the app's secret,
 * or '' when the account has one already. `now` is the server's clock.
 */
export async function enableTwoStep(
  target: Target,
  account: Pick<TestAccount, 'email' | 'token'>,
  now: () => number = Date.now,
): Promise<string> {
  const started = await call(target, 'POST', '/api/me/two-step/totp', account.token);
  if (started.status === 409) return '';
  if (started.status !== 200)
    throw new Error(`two-step set-up of ${account.email} answered ${started.status}`);
  const {secret} = ((await started.json()) as {data: {secret: string}}).data;
  // At the server's clock, which a test may have moved.
  const code = new TOTP({secret: Secret.fromBase32(secret), digits: 6, period: 30}).generate({
    timestamp: now(),
  });
  const confirmed = await call(target, 'POST', '/api/me/two-step/totp/confirm', account.token, {code});
  if (confirmed.status !== 200)
    throw new Error(`two-step confirmation of ${account.email} answered ${confirmed.status}`);
  const {recoveryCodes} = ((await confirmed.json()) as {data: {recoveryCodes: string[]}}).data;
  unusedRecoveryCodes.set(account.email, recoveryCodes);
  return secret;
}

// The recovery codes each account set up here got, for `stepUp` (a code from the authenticator would be
// refused as a replay within the 30 seconds its set-up code took).
const unusedRecoveryCodes = new Map<string, string[]>();

/**
 * Logs in an account whose authenticator enableTwoStep set up: the password, then one of its recovery
 * codes as the second step. The session counts as stepped up for 10 minutes.
 */
export async function logInWithSecondStep(target: Target, email: string): Promise<TestAccount> {
  const login = await call(target, 'POST', '/api/auth/login', null, {email, password: TEST_PASSWORD});
  const first = (await login.json()) as {data?: {twoStepToken: string}};
  const code = unusedRecoveryCodes.get(email)?.pop();
  if (!first.data || !code) throw new Error(`${email} has no second step set up by enableTwoStep`);
  const second = await call(target, 'POST', '/api/auth/two-step', null, {
    twoStepToken: first.data.twoStepToken,
    code,
  });
  const body = (await second.json()) as {token: string; user: {id: string; email: string; fullName: string}};
  if (second.status !== 200) throw new Error(`the second step of ${email} answered ${second.status}`);
  return {id: body.user.id, email: body.user.email, fullName: body.user.fullName, token: body.token};
}

/**
 * Proves a signed-in account again with one of its recovery codes (POST /api/me/step-up), as the sensitive
 * staff actions ask within 10 minutes (issue 23). The account's authenticator was set up by enableTwoStep.
 */
export async function stepUp(target: Target, account: Pick<TestAccount, 'email' | 'token'>): Promise<void> {
  const code = unusedRecoveryCodes.get(account.email)?.pop();
  if (!code) throw new Error(`${account.email} has no recovery code left from enableTwoStep`);
  const answer = await call(target, 'POST', '/api/me/step-up', account.token, {code});
  if (answer.status !== 200) throw new Error(`the step-up of ${account.email} answered ${answer.status}`);
}

/** fetch with a bearer token and a JSON body (a FormData body is sent as multipart). */
export function call(target: Target, method: string, pathName: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body instanceof FormData) return send(target, pathName, {method, headers, body});
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return send(target, pathName, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The token of the confirmation link in a mail's text (welcome mail or a new link). */
export function confirmationToken(mailText: string): string {
  const token = /\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(mailText)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail:\n${mailText}`);
  return token;
}

/**
 * Confirms an account's address the way its owner does: opens the link from the welcome mail (read from the
 * real SMTP catcher by `readWelcome`).
 */
export async function confirmAddress(target: Target, readWelcome: () => Promise<{text: string}>) {
  const token = confirmationToken((await readWelcome()).text);
  const answer = await call(target, 'POST', '/api/auth/confirm-email', null, {token});
  if (answer.status !== 200) throw new Error(`confirming answered ${answer.status}: ${await answer.text()}`);
}
