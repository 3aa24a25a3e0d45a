// Every staff route x no token / user / staff / admin, against the real server: 401, 403, or its
// success status; admin-only routes are 403 for staff too.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, grantRole, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {type RunningServer, startServer} from '../../../tests/support/start-server.ts';

let server: RunningServer;
const who: Record<'user' | 'staff' | 'admin', TestAccount> = {} as never;

beforeAll(async () => {
  server = await startServer({env: {RATE_LIMIT_FACTOR: '100'}});
  who.user = await signUpAndLogIn(server.url, 'user@access.example');
  who.staff = await signUpAndLogIn(server.url, 'staff@access.example');
  who.admin = await signUpAndLogIn(server.url, 'admin@access.example');
  expect(grantRole(server.dataDir, who.staff.email, 'staff').status).toBe(0);
  expect(grantRole(server.dataDir, who.admin.email, 'admin').status).toBe(0);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const ANNOUNCEMENT = {date: '2026-12-01', title: 'Open day', description: 'Come and see the farm.'};

/** Creates an announcement as admin and returns its id (for routes that need a record). */
async function newAnnouncement(): Promise<string> {
  const response = await call(server.url, 'POST', '/api/staff/announcements', who.admin.token, ANNOUNCEMENT);
  return ((await response.json()) as {announcement: {id: string}}).announcement.id;
}

type Row = {
  name: string;
  adminOnly?: boolean;
  success: number;
  request: () => Promise<{method: string; path: string; body?: unknown}>;
};

const ROUTES: Row[] = [
  {
    name: 'GET announcements',
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/announcements'}),
  },
  {
    name: 'POST announcements',
    success: 201,
    request: async () => ({method: 'POST', path: '/api/staff/announcements', body: ANNOUNCEMENT}),
  },
  {
    name: 'PUT announcements/:id',
    success: 200,
    request: async () => ({
      method: 'PUT',
      path: `/api/staff/announcements/${await newAnnouncement()}`,
      body: ANNOUNCEMENT,
    }),
  },
  {
    name: 'DELETE announcements/:id',
    success: 200,
    request: async () => ({method: 'DELETE', path: `/api/staff/announcements/${await newAnnouncement()}`}),
  },
  {name: 'GET activity', success: 200, request: async () => ({method: 'GET', path: '/api/staff/activity'})},
  {
    name: 'GET accounts',
    adminOnly: true,
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/accounts'}),
  },
  {
    name: 'PATCH accounts/:id',
    adminOnly: true,
    success: 200,
    request: async () => ({
      method: 'PATCH',
      path: `/api/staff/accounts/${who.user.id}`,
      body: {role: 'user'},
    }),
  },
];

describe.each(ROUTES)('$name', ({adminOnly, success, request}) => {
  it.each([
    ['no token', null, 401],
    ['a user', 'user', 403],
    ['staff', 'staff', adminOnly ? 403 : success],
    ['an admin', 'admin', success],
  ] as const)('as %s answers %s', async (_label, role, expected) => {
    const {method, path, body} = await request();
    const response = await call(server.url, method, path, role ? who[role].token : null, body);
    expect(response.status, await response.clone().text()).toBe(expected);
    expect(((await response.json()) as {statusCode: number}).statusCode).toBe(expected);
  });
});
