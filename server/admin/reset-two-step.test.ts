// `npm run admin:reset-two-step -- <email>` on a real DATA_DIR (issue 23): the last administrator's way back
// after losing both the phone and the recovery codes, with no one left to reset it in the console.
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, TEST_PASSWORD} from '../../tests/support/staff-accounts.ts';
import {node24} from '../../tests/support/start-server.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
});
afterAll(() => server?.close());

const run = (...args: string[]) =>
  spawnSync(node24(), [path.resolve(import.meta.dirname, 'reset-two-step.ts'), ...args], {
    env: {...process.env, DATA_DIR: server.dataDir},
    encoding: 'utf8',
    timeout: 15_000,
  });

describe('admin:reset-two-step', () => {
  it('removes the factors, ends the sessions, mails the person and says so; unknown e-mails are refused', async () => {
    const admin = await signUpAndLogIn(server, 'last-admin@reset.example', {fullName: 'Last Admin'});
    await server.grantRole(admin, 'admin');
    const login = await call(server, 'POST', '/api/auth/login', null, {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(((await login.json()) as {data?: {twoStepRequired: boolean}}).data?.twoStepRequired).toBe(true);

    const done = run('LAST-ADMIN@reset.example');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('Last Admin <last-admin@reset.example>: two-step sign-in removed');
    expect((await call(server, 'GET', '/api/auth/me', admin.token)).status).toBe(401);
    const outbox = path.join(server.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    expect(mails.some((text) => text.includes('Subject: Your two-step sign-in was reset'))).toBe(true);

    const unknown = run('nobody@reset.example');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail nobody@reset.example.');
    expect(run().status).toBe(2);
  });
});
