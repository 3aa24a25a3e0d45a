// Every staff route x no token / user / staff / admin, through the whole app (in-process): 401, 403, or
// its success status; admin-only routes are 403 for staff too, and the step-up routes are 403 for a
// session without a second step in the last 10 minutes (issue 23).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  call,
  enableTwoStep,
  logIn,
  signUpAndLogIn,
  type TestAccount,
} from '../../tests/support/staff-accounts.ts';
import {STEP_UP_REQUIRED} from '../accounts/step-up.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let server: TestApp;
const who: Record<'user' | 'staff' | 'admin', TestAccount> = {} as never;
/**
 * An administrator whose session set up the account's first factor, and so opens the console, but never
 * proved a factor the account already had: a new factor is never the step-up (issue 54).
 */
let unsteppedAdmin: TestAccount;
let roleTarget: TestAccount;

beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  who.user = await signUpAndLogIn(server, 'user@access.example');
  who.staff = await signUpAndLogIn(server, 'staff@access.example');
  who.admin = await signUpAndLogIn(server, 'admin@access.example');
  await server.grantRole(who.staff, 'staff');
  await server.grantRole(who.admin, 'admin');
  await signUpAndLogIn(server, 'unstepped@access.example');
  await server.deps.store.grantRoleByEmail('unstepped@access.example', 'admin', Date.now());
  unsteppedAdmin = await logIn(server, 'unstepped@access.example');
  await enableTwoStep(server, unsteppedAdmin);
  roleTarget = await signUpAndLogIn(server, 'target@access.example');
  await server.confirmEmail(who.user.email);
  // One message in the inbox for the PATCH messages/:id row.
  await call(server, 'POST', '/api/contact', null, {
    name: 'Mei',
    email: 'mei@x.example',
    message: 'Hello there',
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ANNOUNCEMENT = {date: '2026-12-01', title: 'Open day', description: 'Come and see the farm.'};

const CONTRIBUTOR = {name: 'Tan Ah Kow', date: '2026-10-01', amount: 50, project: 'urban-farming'};
const EXPENDITURE = {item: 'Seeds', date: '2026-10-01', amount: 12.5, detail: 'Kale', project: 'carting'};
// Today in Singapore, begun at midnight: people may still sign up, and attendance may be recorded.
const EVENT = {
  type: 'volunteer',
  date: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
  description: 'Harvest',
  venue: 'Farm',
  time: '00:00-23:59',
  task: 'Pick greens',
  capacity: 5,
};
const BODIES: Record<string, unknown> = {
  announcements: ANNOUNCEMENT,
  contributors: CONTRIBUTOR,
  expenditures: EXPENDITURE,
  events: EVENT,
};

/** Creates a record as admin and returns its id (for routes that need one). */
async function newRecord(kind: string): Promise<string> {
  const response = await call(server, 'POST', `/api/staff/${kind}`, who.admin.token, BODIES[kind]);
  const body = (await response.json()) as Record<string, {id?: string; _id?: string}>;
  const record = Object.values(body).find((value) => value && typeof value === 'object')!;
  return String(record.id ?? record._id);
}

function crudRows(kind: string): Row[] {
  return [
    {name: `GET ${kind}`, success: 200, request: async () => ({method: 'GET', path: `/api/staff/${kind}`})},
    {
      name: `POST ${kind}`,
      success: 201,
      request: async () => ({method: 'POST', path: `/api/staff/${kind}`, body: BODIES[kind]}),
    },
    {
      name: `PUT ${kind}/:id`,
      success: 200,
      request: async () => ({
        method: 'PUT',
        path: `/api/staff/${kind}/${await newRecord(kind)}`,
        body: BODIES[kind],
      }),
    },
    {
      name: `DELETE ${kind}/:id`,
      success: 200,
      request: async () => ({method: 'DELETE', path: `/api/staff/${kind}/${await newRecord(kind)}`}),
    },
  ];
}

/** A tiny but complete PDF. */
const PDF = `%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n${' '.repeat(64)}\n%%EOF\n`;
let nextYear = 2030;

type Row = {
  name: string;
  adminOnly?: boolean;
  /** Needs a second step within 10 minutes. */
  stepUp?: boolean;
  /** Answers a file (no answer envelope) when it succeeds. */
  file?: boolean;
  success: number;
  request: () => Promise<{method: string; path: string; body?: unknown}>;
};

const ROUTES: Row[] = [
  ...crudRows('announcements'),
  ...crudRows('contributors'),
  ...crudRows('expenditures'),
  ...crudRows('events'),
  {
    name: 'POST contributors/import',
    success: 200,
    request: async () => ({
      method: 'POST',
      path: '/api/staff/contributors/import?dryRun=true',
      body: {csv: 'name,date,amount,project\nLee,2026-10-02,80,carting\n'},
    }),
  },
  {
    name: 'POST expenditures/import',
    success: 201,
    request: async () => ({
      method: 'POST',
      path: '/api/staff/expenditures/import',
      body: {csv: 'item,date,amount,detail,project\nTools,2026-10-02,80,Spade,carting\n'},
    }),
  },
  {
    name: 'GET events/:id/signups',
    success: 200,
    request: async () => ({method: 'GET', path: `/api/staff/events/${await newRecord('events')}/signups`}),
  },
  {
    name: 'PATCH events/:id/signups/:signupId',
    success: 200,
    request: async () => {
      const id = await newRecord('events');
      await call(server, 'POST', `/api/events/${id}/signup`, who.user.token);
      const list = await call(server, 'GET', `/api/staff/events/${id}/signups`, who.admin.token);
      const [signup] = ((await list.json()) as {signups: {id: string}[]}).signups;
      return {method: 'PATCH', path: `/api/staff/events/${id}/signups/${signup!.id}`, body: {attended: true}};
    },
  },
  {name: 'GET projects', success: 200, request: async () => ({method: 'GET', path: '/api/staff/projects'})},
  {name: 'GET overview', success: 200, request: async () => ({method: 'GET', path: '/api/staff/overview'})},
  {
    name: 'POST events/:id/signups/approve-hours',
    success: 200,
    request: async () => ({
      method: 'POST',
      path: `/api/staff/events/${await newRecord('events')}/signups/approve-hours`,
    }),
  },
  {
    name: 'PUT projects/:id',
    success: 200,
    request: async () => ({method: 'PUT', path: '/api/staff/projects/education', body: {goal: 5000}}),
  },
  {
    name: 'GET audit-reports',
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/audit-reports'}),
  },
  {
    name: 'POST audit-reports',
    success: 201,
    request: async () => {
      const form = new FormData();
      form.set('year', String(nextYear++));
      form.set('file', new Blob([PDF], {type: 'application/pdf'}), 'report.pdf');
      return {method: 'POST', path: '/api/staff/audit-reports', body: form};
    },
  },
  {
    name: 'DELETE audit-reports/:year',
    success: 200,
    request: async () => {
      const year = nextYear++;
      const form = new FormData();
      form.set('year', String(year));
      form.set('file', new Blob([PDF], {type: 'application/pdf'}), 'report.pdf');
      await call(server, 'POST', '/api/staff/audit-reports', who.admin.token, form);
      return {method: 'DELETE', path: `/api/staff/audit-reports/${year}`};
    },
  },
  {
    name: 'GET applicants',
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/applicants'}),
  },
  {
    name: 'GET applicants as CSV',
    stepUp: true,
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/applicants?format=csv'}),
  },
  {
    name: 'PATCH applicants/:id',
    success: 200,
    request: async () => ({
      method: 'PATCH',
      path: `/api/staff/applicants/${who.user.id}`,
      body: {status: 'contacted'},
    }),
  },
  {name: 'GET messages', success: 200, request: async () => ({method: 'GET', path: '/api/staff/messages'})},
  {
    name: 'PATCH messages/:id',
    success: 200,
    request: async () => ({method: 'PATCH', path: '/api/staff/messages/1', body: {handled: true}}),
  },
  {
    name: 'GET partner-origins',
    adminOnly: true,
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/partner-origins'}),
  },
  {
    name: 'POST partner-origins',
    adminOnly: true,
    stepUp: true,
    success: 201,
    request: async () => ({
      method: 'POST',
      path: '/api/staff/partner-origins',
      body: {origin: `https://p${nextYear++}.example/page`},
    }),
  },
  {
    name: 'DELETE partner-origins',
    adminOnly: true,
    stepUp: true,
    success: 200,
    request: async () => {
      const origin = `https://p${nextYear++}.example`;
      await call(server, 'POST', '/api/staff/partner-origins', who.admin.token, {origin});
      return {method: 'DELETE', path: `/api/staff/partner-origins?origin=${encodeURIComponent(origin)}`};
    },
  },
  {name: 'GET activity', success: 200, request: async () => ({method: 'GET', path: '/api/staff/activity'})},
  {
    name: 'GET accounts',
    adminOnly: true,
    success: 200,
    request: async () => ({method: 'GET', path: '/api/staff/accounts'}),
  },
  {
    name: 'GET accounts/:id/data',
    adminOnly: true,
    stepUp: true,
    file: true,
    success: 200,
    request: async () => ({method: 'GET', path: `/api/staff/accounts/${roleTarget.id}/data`}),
  },
  {
    name: 'DELETE accounts/:id',
    adminOnly: true,
    stepUp: true,
    success: 200,
    request: async () => {
      const person = await signUpAndLogIn(server, `gone-${nextYear++}@access.example`);
      return {method: 'DELETE', path: `/api/staff/accounts/${person.id}`};
    },
  },
  {
    name: 'PATCH accounts/:id',
    adminOnly: true,
    stepUp: true,
    success: 200,
    request: async () => ({
      method: 'PATCH',
      path: `/api/staff/accounts/${roleTarget.id}`,
      body: {role: 'user'},
    }),
  },
];

describe.each(ROUTES)('$name', ({adminOnly, success, request, file}) => {
  it.each([
    ['no token', null, 401],
    ['a user', 'user', 403],
    ['staff', 'staff', adminOnly ? 403 : success],
    ['an admin', 'admin', success],
  ] as const)('as %s answers %s', async (_label, role, expected) => {
    const {method, path, body} = await request();
    const response = await call(server, method, path, role ? who[role].token : null, body);
    expect(response.status, await response.clone().text()).toBe(expected);
    if (!(file && response.ok) && response.headers.get('content-type')?.startsWith('application/json')) {
      expect(((await response.json()) as {statusCode: number}).statusCode).toBe(expected);
    }
  });
});

describe.each(ROUTES.filter((row) => row.stepUp))('$name without a recent second step', ({request}) => {
  it('answers 403 step_up_required, and the console asks for the step in place', async () => {
    const {method, path, body} = await request();
    const response = await call(server, method, path, unsteppedAdmin.token, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject(STEP_UP_REQUIRED);
  });
});
