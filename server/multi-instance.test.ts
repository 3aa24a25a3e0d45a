// Two real server instances on one PostgreSQL database: nothing may depend on which instance answers.
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sharedPostgres, uniqueDatabaseName} from '../tests/support/shared-postgres.ts';
import {
  enableTwoStep,
  grantRole,
  logIn,
  signUpAndLogIn,
  call as staffCall,
} from '../tests/support/staff-accounts.ts';
import {node24} from '../tests/support/start-server.ts';
import {startTwoInstances, type TwoInstances} from '../tests/support/two-instances.ts';
import {signupBody} from './accounts/routes/auth-test-app.test-support.ts';

// Each test awaits the pair, so without PostgreSQL every test fails with the reason (none is skipped).
let started: Promise<TwoInstances>;

beforeAll(async () => {
  started = sharedPostgres().then(({pg}) =>
    // A new EMPTY database (no template): migrating it together is the point.
    // Real limits (factor 1): the point is that both instances count against the same ones.
    startTwoInstances(pg, uniqueDatabaseName('two_instances'), {RATE_LIMIT_FACTOR: '1'}),
  );
  await started.catch(() => {});
}, 60_000);
afterAll(async () => {
  await (await started.catch(() => null))?.stop();
});

async function call(url: string, method: string, route: string, body?: unknown, headers = {}) {
  const response = await fetch(`${url}/api${route}`, {
    method,
    headers: body === undefined ? headers : {'Content-Type': 'application/json', ...headers},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

const titles = async (url: string) =>
  ((await call(url, 'GET', '/announcements')).body.announcements as {title: string}[]).map(
    (row) => row.title,
  );

describe('two instances, one PostgreSQL', () => {
  it('started together on an empty database: migrated and seeded exactly once', async () => {
    const servers = await started;
    const [onA, onB] = [await titles(servers.a.url), await titles(servers.b.url)];
    expect(onA).toHaveLength(5);
    expect(onB).toEqual(onA);
    const applied = [servers.a.output(), servers.b.output()].filter((out) =>
      out.includes('Applied postgres'),
    );
    expect(applied).toHaveLength(1);
  });

  it('logs in on one instance and refreshes on the other; logout on either ends the session', async () => {
    const servers = await started;
    const {a, b} = servers;
    expect((await call(a.url, 'POST', '/auth/signup', signupBody({email: 'two@nard.example'}))).status).toBe(
      201,
    );
    const login = await call(a.url, 'POST', '/auth/login', {
      email: 'two@nard.example',
      password: 'Passw0rd!',
    });
    expect(login.status).toBe(200);
    const me = await call(b.url, 'GET', '/auth/me', undefined, {Authorization: `Bearer ${login.body.token}`});
    expect(me.body.user).toMatchObject({email: 'two@nard.example'});
    const refreshed = await call(b.url, 'POST', '/auth/refresh-token', {
      refreshToken: login.body.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const again = await call(a.url, 'POST', '/auth/refresh-token', {
      refreshToken: refreshed.body.refreshToken,
    });
    expect(again.status).toBe(200);
    const access = {Authorization: `Bearer ${again.body.accessToken}`};
    expect((await call(b.url, 'POST', '/auth/logout', {}, access)).status).toBe(200);
    expect((await call(a.url, 'GET', '/auth/me', undefined, access)).status).toBe(401);
  });

  it('ten wrong logins spread over both instances count as ten: the eleventh is refused on either', async () => {
    const servers = await started;
    const {a, b} = servers;
    const email = 'guessed@nard.example';
    expect((await call(a.url, 'POST', '/auth/signup', signupBody({email}))).status).toBe(201);
    const wrong = await Promise.all(
      Array.from({length: 10}, (_, i) =>
        call(i % 2 ? b.url : a.url, 'POST', '/auth/login', {email, password: `Wrong${i}pass!`}),
      ),
    );
    expect(wrong.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    for (const url of [a.url, b.url]) {
      const refused = await call(url, 'POST', '/auth/login', {email, password: 'Passw0rd!'});
      expect(refused.status).toBe(429);
    }
  });

  it('an announcement published through the staff API on one appears on the other within a second', async () => {
    const servers = await started;
    const {a, b, databaseUrl} = servers;
    const staff = await signUpAndLogIn(a.url, 'staff-two@nard.example');
    const env = {DATABASE_URL: databaseUrl, AUTH_SECRET: 'x'.repeat(32), DATA_KEY: 'd'.repeat(64)};
    expect(grantRole(a.dataDir, staff.email, 'staff', env).status).toBe(0);
    // The new role signed them out: log in again, then set up the second step staff need.
    staff.token = (await logIn(a.url, staff.email)).token;
    await enableTwoStep(a.url, staff);
    expect((await titles(b.url))[0]).not.toBe('Published on A');
    const body = {date: '2099-06-01', title: 'Published on A', description: 'Seen on B.'};
    const published = await staffCall(a.url, 'POST', '/api/staff/announcements', staff.token, body);
    expect(published.status).toBe(201);
    const publishedAt = Date.now();
    while ((await titles(b.url))[0] !== 'Published on A') {
      expect(Date.now() - publishedAt).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The staff token from A works on B: same secret, same sessions, role read from the shared database.
    const list = await staffCall(b.url, 'GET', '/api/staff/announcements', staff.token);
    expect(list.status).toBe(200);
  });

  it('an audit PDF uploaded through one instance is served, byte for byte, by the other', async () => {
    const servers = await started;
    const {a, b, databaseUrl} = servers;
    const staff = await signUpAndLogIn(a.url, 'audit-two@nard.example');
    expect(
      grantRole(a.dataDir, staff.email, 'staff', {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: 'x'.repeat(32),
        DATA_KEY: 'd'.repeat(64),
      }).status,
    ).toBe(0);
    // The new role signed them out: log in again, then set up the second step staff need.
    staff.token = (await logIn(a.url, staff.email)).token;
    await enableTwoStep(a.url, staff);
    const pdf = new TextEncoder().encode(
      `%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n${' '.repeat(64)}\n%%EOF\n`,
    );
    const form = new FormData();
    form.set('year', '2031');
    form.set('file', new Blob([pdf], {type: 'application/pdf'}), 'report.pdf');
    const uploaded = await fetch(`${a.url}/api/staff/audit-reports`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${staff.token}`},
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const served = await fetch(`${b.url}/audit/uploaded-2031.pdf`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('an announcement imported while both serve cached answers appears on both within a second', async () => {
    const servers = await started;
    const before = [await titles(servers.a.url), await titles(servers.b.url)];
    const file = path.join(tmpdir(), `two-instances-${process.pid}.json`);
    writeFileSync(
      file,
      JSON.stringify([{date: '2100-01-01', title: 'Shared news', description: 'Both see it.'}]),
    );
    const imported = spawnSync(
      node24(),
      ['server/admin/import-content.ts', file, '--kind', 'announcements'],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: servers.databaseUrl,
          AUTH_SECRET: 'x'.repeat(32),
          DATA_KEY: 'd'.repeat(64),
        },
        encoding: 'utf8',
      },
    );
    expect(imported.stderr).toBe('');
    expect(imported.status).toBe(0);
    const importedAt = Date.now();
    for (const url of [servers.a.url, servers.b.url]) {
      while ((await titles(url))[0] !== 'Shared news') {
        expect(Date.now() - importedAt).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect((await titles(servers.a.url)).length).toBe(before[0]!.length + 1);
  });
});
