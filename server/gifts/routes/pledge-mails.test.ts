// Pledge mails through the whole app and a real SMTP server (issue 54, finding 5): anyone may type anyone's
// address into a pledge, so its mail has a small budget of its own per address and an hourly one over every
// address, counted in the database; over either the pledge still stands and its answer says no mail went;
// and a person's own mails (here an event's confirmation) never share a budget with pledge mails.
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {call, confirmAddress, signUpAndLogIn} from '../../../tests/support/staff-accounts.ts';
import {newHarvestDay} from '../../../tests/support/staff-events.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {PLEDGE_MAILS_PER_ADDRESS_PER_DAY, PLEDGE_MAILS_PER_HOUR} from '../pledge-mail-budget.ts';

let mail: MailCatcher;
const apps: TestApp[] = [];
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await mail?.stop();
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const started = await startTestApp({env: {SMTP_URL: mail.smtpUrl, ...env}});
  apps.push(started);
  return started;
}

let peers = 0;
type Pledged = {status: number; data: {reference: string; paynowPayload: string; mailed: boolean}};
/** A pledge from a client of its own (an IPv6 /64 each), as the flood came. */
async function pledge(target: TestApp, email: string): Promise<Pledged> {
  peers++;
  const response = await target.fetch('/api/gifts', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({amount: 5, project: 'general', name: 'A Stranger', showName: false, email}),
    peer: `2001:db8:${peers.toString(16)}::1`,
  });
  return {status: response.status, ...((await response.json()) as {data: Pledged['data']})};
}

const mailsTo = (address: string) => mail.mails.filter((caught) => caught.to.includes(address));
/** Lets the background sends of the answered pledges reach the catcher. */
const settled = (target: TestApp) => target.deps.background.settled();

describe('pledge mails', () => {
  it(`go to one address ${PLEDGE_MAILS_PER_ADDRESS_PER_DAY} times a day; past that the pledge stands and says it was not mailed`, async () => {
    const server = await app();
    const address = 'often@pledges.example';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await pledge(server, address));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(answers.map((answer) => answer.data.mailed)).toEqual([true, true, true, false, false, false]);
    // The reference and the QR's payload are there either way: the donor can still pay.
    for (const {data} of answers) expect(data.paynowPayload).toContain(data.reference);
    await settled(server);
    expect(mailsTo(address)).toHaveLength(PLEDGE_MAILS_PER_ADDRESS_PER_DAY);
  });

  it(`go out at most ${PLEDGE_MAILS_PER_HOUR} an hour over every address and every instance on the database`, async () => {
    // RATE_LIMIT_FACTOR scales it as every limit: 0.05 makes the hour's 100 mails 5.
    const env = {RATE_LIMIT_FACTOR: '0.05'};
    const first = await app(env);
    const second = await app({...env, DATA_DIR: first.dataDir});
    const addresses = Array.from({length: 8}, (_, i) => `stranger${i}.${Date.now()}@pledges.example`);
    const answers = [];
    for (const [i, address] of addresses.entries())
      answers.push(await pledge(i % 2 ? second : first, address));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(answers.map((answer) => answer.data.mailed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    await Promise.all([settled(first), settled(second)]);
    expect(addresses.map((address) => mailsTo(address).length)).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
  });

  it("never spend a person's own mails: 22 pledges naming a volunteer leave their event confirmation", async () => {
    // The real limits: the person's own budget is 20 mails a day.
    const server = await app();
    const staff = await signUpAndLogIn(server, 'staff@pledges.example');
    await server.grantRole(staff, 'staff');
    const volunteer = await signUpAndLogIn(server, 'volunteer@pledges.example');
    await confirmAddress(server, () => mail.waitForMail(volunteer.email));
    for (let i = 0; i < 22; i++) expect((await pledge(server, volunteer.email)).status).toBe(201);
    await settled(server);
    const id = await newHarvestDay(server, staff.token);
    const since = Date.now();
    expect((await call(server, 'POST', `/api/events/${id}/signup`, volunteer.token)).status).toBe(201);
    const confirmation = await mail.waitForMail(volunteer.email, {since, subject: /Harvest day/});
    expect(confirmation.attachments.map((file) => file.filename)).toContain('event.ics');
  });
});
