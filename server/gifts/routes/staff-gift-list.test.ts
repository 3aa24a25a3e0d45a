// The staff's gifts list through the whole app (issue 54, finding 5): a page at a time, so a genuine pledge
// made just before a flood of them is found by its reference (typed as donors type it), its donor's name or
// e-mail; pledges left unpaid past PLEDGE_EXPIRY_DAYS leave the default list, a filter shows them, and a
// transfer that comes later with an expired pledge's reference still pays it.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {GiftRecord} from '../../../core/donate/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {
  call,
  logInWithSecondStep,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

const DAY = 86_400_000;
const EXPIRY_DAYS = 10;
let clock = Date.now();
let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  server = await startTestApp({
    env: {RATE_LIMIT_FACTOR: '100', PLEDGE_EXPIRY_DAYS: String(EXPIRY_DAYS)},
    now: () => clock,
  });
  staff = await signUpAndLogIn(server, 'staff@gift-list.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
});

async function pledge(name: string, email: string): Promise<string> {
  const response = await call(server, 'POST', '/api/gifts', null, {
    amount: 35,
    project: 'education',
    name,
    showName: false,
    email,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as {data: {reference: string}}).data.reference;
}

type GiftList = {
  items: GiftRecord[];
  total: number;
  page: number;
  pageSize: number;
  expiredBefore: string;
  pledgeExpiryDays: number;
};
async function list(query: Record<string, string> = {}): Promise<GiftList> {
  const response = await call(server, 'GET', `/api/staff/gifts?${new URLSearchParams(query)}`, staff.token);
  expect(response.status).toBe(200);
  return (await response.json()) as GiftList;
}
const references = async (query: Record<string, string> = {}) =>
  (await list(query)).items.map((gift) => gift.reference);

describe('the gifts list', () => {
  let genuine: string;
  beforeAll(async () => {
    genuine = await pledge('Nur Aisyah binte Rahman', 'aisyah.rahman@gift-list.example');
    for (let i = 0; i < 30; i++) await pledge('A Stranger', `stranger${i}@flood.example`);
  });

  it('comes a page at a time, and finds a pledge the flood pushed off the first page', async () => {
    const first = await list();
    expect(first).toMatchObject({total: 31, page: 1, pageSize: 25, pledgeExpiryDays: EXPIRY_DAYS});
    expect(first.items).toHaveLength(25);
    expect(first.items.map((gift) => gift.reference)).not.toContain(genuine);
    expect(await references({page: '2'})).toContain(genuine);
    // As a donor reads it out or a bank passes it on: small letters, spaces for hyphens, or in part.
    const [, one, two] = genuine.split('-');
    for (const search of [genuine.toLowerCase().replaceAll('-', ' '), `${one}${two}`, one!.toLowerCase()]) {
      expect(await references({search}), search).toEqual([genuine]);
    }
    expect(await references({search: 'AISYAH binte'})).toEqual([genuine]);
    expect(await references({search: 'aisyah.rahman@'})).toEqual([genuine]);
    expect((await list({search: 'flood.example'})).total).toBe(30);
  });

  it(`leaves out pledges unpaid after ${EXPIRY_DAYS} days, shows them on asking, and a late transfer still pays one`, async () => {
    clock += (EXPIRY_DAYS + 1) * DAY;
    staff = await logInWithSecondStep(server, staff.email);
    const answer = await list();
    expect(answer.total).toBe(0);
    expect(Date.parse(answer.expiredBefore)).toBe(clock - EXPIRY_DAYS * DAY);
    expect((await list({status: 'expired'})).total).toBe(31);
    expect((await list({status: 'pledged'})).total).toBe(0);
    // A donor who calls about it is found all the same.
    expect(await references({search: 'aisyah'})).toEqual([genuine]);

    // The money comes after all: the reference still names the pledge, so it is received, never lost.
    const statement = `Date,Description,Credit\n${singaporeDate(clock)},FAST ${genuine.toLowerCase()},35.00\n`;
    const saved = await server.fetch('/api/staff/gifts/bank-statement', {
      method: 'POST',
      headers: {Authorization: `Bearer ${staff.token}`, 'Content-Type': 'text/csv'},
      body: statement,
    });
    expect(((await saved.json()) as {saved: Record<string, number>}).saved).toMatchObject({received: 1});
    const back = await list();
    expect(back.items.map((gift) => [gift.reference, gift.status])).toEqual([[genuine, 'received']]);
  });
});
