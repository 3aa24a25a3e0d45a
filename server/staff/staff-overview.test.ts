// GET /api/staff/overview (issue 20): what needs attention, counted from the real database, staff only.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, type TestAccount} from '../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let server: TestApp;
let staff: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await signUpAndLogIn(server, 'staff@overview.example');
  await server.grantRole(staff, 'staff');
  user = await signUpAndLogIn(server, 'ana@overview.example');
});
afterAll(() => server?.close());

type Overview = {
  newApplicants: number;
  unhandledMessages: number;
  nextEvents: {description: string; date: string}[];
};
const overview = async (who: TestAccount) => {
  const response = await call(server, 'GET', '/api/staff/overview', who.token);
  return {status: response.status, body: (await response.json()) as {overview: Overview}};
};

describe('the overview', () => {
  it('is for staff only', async () => {
    expect((await overview(user)).status).toBe(403);
  });

  it('counts new applicants and waiting messages, and lists the next events soonest first', async () => {
    const before = (await overview(staff)).body.overview;
    await signUpAndLogIn(server, 'ben@overview.example');
    await call(server, 'POST', '/api/contact', null, {
      name: 'Mei',
      email: 'mei@example.com',
      message: 'Hello',
    });
    // Tomorrow and the day after in Singapore: sooner than any seeded event.
    const day = (plus: number) =>
      new Date(Date.now() + 8 * 3_600_000 + plus * 86_400_000).toISOString().slice(0, 10);
    for (const [date, description] of [
      [day(2), 'Later day'],
      [day(1), 'Sooner day'],
    ]) {
      await call(server, 'POST', '/api/staff/events', staff.token, {
        type: 'volunteer',
        date,
        description,
        venue: 'Farm',
        time: '09:00-12:00',
        task: 'Weeding',
        capacity: 4,
      });
    }
    const after = (await overview(staff)).body.overview;
    expect(after.newApplicants).toBe(before.newApplicants + 1);
    expect(after.unhandledMessages).toBe(before.unhandledMessages + 1);
    const names = after.nextEvents.map((event) => event.description);
    // Soonest first: a seeded event may fall between or on the same days, so only the order is sure.
    expect(names.indexOf('Sooner day')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Sooner day')).toBeLessThan(names.indexOf('Later day'));
    const days = after.nextEvents.map((event) => event.date);
    expect(days).toEqual([...days].sort());
    expect(after.nextEvents.length).toBeLessThanOrEqual(5);
  });
});
